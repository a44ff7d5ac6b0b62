/**
 * Seeds bench:api's data folder (its first argument): uploads a real three-page PDF as the administrator through
 * the API, waits until it is converted and searchable, and prints `{"uuid", "word"}` as its last line.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer, silentLogger } from "../../apps/server/dist/bootstrap.js";
import { makeTextPdf } from "../../apps/server/src/test/pdf-fixture.js";
import { ApiClient } from "../convert-support/api-client.js";

function portOf(server: { server: { address(): unknown } }): number {
  return (server.server.address() as AddressInfo).port;
}

/** Uploads a real three-page PDF as the administrator and waits until it is converted and searchable. */
async function seedDocument(dataDir: string): Promise<{ uuid: string; word: string }> {
  const adminPassword = crypto.randomBytes(12).toString("base64url");
  const seeding = await createServer({ dataDir, databaseUrl: undefined, adminPassword }, { log: silentLogger, web: false, startWorkers: true });
  try {
    await seeding.ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }]);
    await seeding.app.listen({ port: 0, host: "127.0.0.1" });
    const client = new ApiClient(`http://127.0.0.1:${portOf(seeding.app)}`);
    await client.login("admin", adminPassword);
    const file = path.join(dataDir, "bench-document.pdf");
    const word = "throughput";
    fs.writeFileSync(file, makeTextPdf([`${word} page one: a library & its readers <3`, "page two of the benchmark", "page three"]));
    const id = await client.uploadDocument(file, `${word} 吞吐量基准文档`);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const pages = await client.pages(id);
      const found = await fetch(`${client.base}/api/v1/search?wd=${encodeURIComponent(word)}`).then((r) => r.json() as Promise<{ total?: number }>);
      if (pages.status === 2 && (found.total ?? 0) > 0) break;
      if (Date.now() > deadline) throw new Error(`the benchmark document was not converted and indexed in time (status ${pages.status})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const document = await fetch(`${client.base}/api/v1/document?id=${id}`).then((r) => r.json() as Promise<{ uuid: string }>);
    return { uuid: document.uuid, word };
  } finally {
    await seeding.close();
  }
}

console.log(JSON.stringify(await seedDocument(process.argv[2]!)));
process.exit(0);
