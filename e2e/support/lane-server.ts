import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer, silentLogger } from "../../apps/server/src/bootstrap.js";
import { setPasswordCost, TEST_PASSWORD_COST } from "../../apps/server/src/modules/users/password.js";
import { allowLoopback } from "../../apps/server/src/test/allow-loopback.js";
import { snapshotWebBuild } from "../../apps/server/src/test/web-build-snapshot.js";

/**
 * One browser-test server in a process of its own (started by global-setup.ts, one per lane): built web app,
 * SQLite in a temp folder, in-process workers. Each lane's server then has its own event loop, so two lanes are
 * served side by side. Prints its address and data folder as one JSON line; stops and removes its folder on SIGTERM.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-"));
// Passwords at the servers' test cost: the tests sign up and in hundreds of times; the production cost is the server
// tests' subject (apps/server/src/modules/users/password.test.ts).
setPasswordCost(TEST_PASSWORD_COST);
const server = await createServer(
  { dataDir, adminPassword: process.env.WENKU_E2E_ADMIN_PASSWORD, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir) },
  { log: silentLogger, web: true },
);
// The fake model provider and payment gateways of the browser tests listen on 127.0.0.1.
await allowLoopback(server.ctx.settings);
const baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ baseUrl, dataDir, pid: process.pid })}\n`);

process.once("SIGTERM", () => {
  void server.close().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
