import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createServer, silentLogger, type Server } from "../../apps/server/src/bootstrap.js";
import { allowLoopback } from "../../apps/server/src/test/allow-loopback.js";
import { snapshotWebBuild } from "../../apps/server/src/test/web-build-snapshot.js";
import type { Lane } from "./lane";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

const servers: Array<{ server: Server; dataDir: string }> = [];

/** A real server: built web app, SQLite in a temp folder, in-process workers. */
async function startServer(): Promise<Lane> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-e2e-"));
  const server = await createServer(
    { dataDir, adminPassword: E2E_ADMIN_PASSWORD, port: 0, host: "127.0.0.1", production: true, webBuildDir: snapshotWebBuild(dataDir) },
    { log: silentLogger, web: true },
  );
  servers.push({ server, dataDir });
  // The fake model provider and payment gateways of the browser tests listen on 127.0.0.1.
  await allowLoopback(server.ctx.settings);
  return { baseUrl: await server.app.listen({ port: 0, host: "127.0.0.1" }), dataDir };
}

/** One server per lane: as many as test files that may run at once (maxWorkers), see lane.ts. */
export async function setup(project: TestProject) {
  // Argon2 at its lowest cost for the accounts the tests make (apps/server/src/modules/users/password.ts).
  process.env.WENKU_TEST_PASSWORD_COST ??= "low";
  const lanes: Lane[] = [];
  while (lanes.length < Math.max(1, project.config.maxWorkers)) lanes.push(await startServer());
  project.provide("lanes", lanes);
}

export async function teardown() {
  for (const { server, dataDir } of servers.splice(0)) {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    lanes: Lane[];
  }
}
