import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { TestProject } from "vitest/node";
import type { Lane } from "./lane";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

const laneServer = path.join(import.meta.dirname, "lane-server.ts");
const servers: ChildProcess[] = [];

/** Starts lane-server.ts in a process of its own and resolves to the address and data folder it prints. */
function startServer(): Promise<Lane> {
  const child = spawn(process.execPath, ["--conditions=wenku-source", "--import", "tsx", laneServer], {
    // As production runs it: React's production renderer (its development one renders several times slower). Only
    // the passwords are hashed at the test cost (lane-server.ts).
    env: { ...process.env, NODE_ENV: "production", WENKU_E2E_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`browser-test server exited with ${code} before listening`)));
    readline.createInterface({ input: child.stdout }).once("line", (line) => resolve(JSON.parse(line) as Lane));
  });
}

/** One server per lane: as many as test files that may run at once (maxWorkers), see lane.ts; started side by side. */
export async function setup(project: TestProject) {
  const count = Math.max(1, project.config.maxWorkers);
  project.provide("lanes", await Promise.all(Array.from({ length: count }, () => startServer())));
}

export async function teardown() {
  await Promise.all(
    servers.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
}

declare module "vitest" {
  export interface ProvidedContext {
    lanes: Lane[];
  }
}
