import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Session } from "node:inspector/promises";
import { createServer, silentLogger } from "../apps/server/src/bootstrap.js";
import { ApiClient } from "./convert-support/api-client.js";
import { makeTextPdf } from "./convert-support/fixtures.js";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-p-"));
const pdfs: string[] = [];
for (let i = 0; i < 3; i++) pdfs.push(await makeTextPdf(scratch, `t-${i}`, 200));
const server = await createServer({ dataDir: path.join(scratch, "data"), adminPassword: "bench-admin-password", workers: "inline" }, { log: silentLogger, web: false, startWorkers: true });
await server.ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }]);
await server.app.listen({ port: 0, host: "127.0.0.1" });
const api = new ApiClient(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`);
await api.login("admin", "bench-admin-password");
const session = new Session(); session.connect();
await session.post("Profiler.enable"); await session.post("Profiler.setSamplingInterval", { interval: 100 });
for (const [i, pdf] of pdfs.entries()) {
  if (i === 1) await session.post("Profiler.start");
  const id = await api.uploadDocument(pdf, "x");
  for (;;) { const row = await server.ctx.db.kysely.selectFrom("document").select(["status"]).where("id", "=", id).executeTakeFirstOrThrow(); if (row.status === 2) break; await new Promise((r) => setTimeout(r, 10)); }
}
const { profile } = await session.post("Profiler.stop");
fs.writeFileSync("/tmp/prof/e2e.cpuprofile", JSON.stringify(profile));
await server.close();
fs.rmSync(scratch, { recursive: true, force: true });
