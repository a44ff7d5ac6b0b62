/**
 * Seeds bench:api's data folder (its first argument): uploads a real three-page PDF as the administrator through
 * the API, posts the benchmark article (seed-article.ts), waits until both are searchable and the document is
 * converted. Then, after this seed's server has closed, writes the sitemap's library (sitemap-library.ts) into the
 * folder of the second argument with as many public documents as the third says, in this process: one start less.
 * Prints `{"uuid", "word", "articleId", "library"}` as its last line.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer, silentLogger } from "../../apps/server/dist/bootstrap.js";
import { makeTextPdf } from "../../apps/server/src/test/pdf-fixture.js";
import { ApiClient } from "../convert-support/api-client.js";
import { apiCaller, seedArticles } from "./seed-article.js";
import { writeSitemapLibrary } from "./sitemap-library.js";

function portOf(server: { server: { address(): unknown } }): number {
  return (server.server.address() as AddressInfo).port;
}

const searchTotal = (url: string) => fetch(url).then((r) => r.json() as Promise<{ total?: number }>).then((found) => found.total ?? 0);

/** Uploads a real three-page PDF and posts the article as the administrator; waits until they are converted and searchable. */
async function seedDocument(dataDir: string): Promise<{ uuid: string; word: string; articleId: number }> {
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
    // The articles after the conversion, whose processes would otherwise compete with their render (seedArticles).
    while ((await client.pages(id)).status !== 2) {
      if (Date.now() > deadline) throw new Error("the benchmark document was not converted in time");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const articleId = await seedArticles(apiCaller(client.base, client.token));
    for (;;) {
      const pages = await client.pages(id);
      const documents = await searchTotal(`${client.base}/api/v1/search?wd=${encodeURIComponent(word)}`);
      const articles = await searchTotal(`${client.base}/api/v1/article/search?wd=${encodeURIComponent("吞吐量")}`);
      if (pages.status === 2 && documents > 0 && articles >= 2) break;
      if (Date.now() > deadline) throw new Error(`the benchmark document and articles were not converted and indexed in time (status ${pages.status})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const document = await fetch(`${client.base}/api/v1/document?id=${id}`).then((r) => r.json() as Promise<{ uuid: string }>);
    return { uuid: document.uuid, word, articleId };
  } finally {
    await seeding.close();
  }
}

const seeded = await seedDocument(process.argv[2]);
console.log(JSON.stringify({ ...seeded, library: await writeSitemapLibrary(process.argv[3], Number(process.argv[4])) }));
process.exit(0);
