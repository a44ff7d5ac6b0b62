import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createServer, silentLogger, type Server } from "../../apps/server/src/bootstrap.js";
import { allowLoopback } from "../../apps/server/src/test/allow-loopback.js";
import { snapshotWebBuild } from "../../apps/server/src/test/web-build-snapshot.js";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

let server: Server | undefined;
let dataDir = "";

/** One real server for all browser tests: built web app, SQLite in a temp folder, in-process workers. */
export async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-"));
  server = await createServer(
    { dataDir, adminPassword: E2E_ADMIN_PASSWORD, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir) },
    { log: silentLogger, web: true },
  );
  // The fake model provider and payment gateways of the browser tests listen on 127.0.0.1.
  await allowLoopback(server.ctx.settings);
  const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
  project.provide("baseUrl", address);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
