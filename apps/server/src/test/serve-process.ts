import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { TestServer } from "./harness.js";
import { wenkuCliArgs } from "./cli-command.js";
import { freePort } from "./free-ports.js";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** `npm run wenku -- serve` as a process of its own, on a test server's database and data folder. */
export interface ServeProcess {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** What it printed. */
  output(): string;
  /** SIGKILL, as a crash would: no shutdown hook runs. */
  kill(): Promise<void>;
}

/**
 * Starts the web role with WENKU_WORKERS=none, no web pages, and `env` (e.g. WENKU_REDIS_URL); resolves once it
 * listens. The free port found may be taken by another test's server before the process binds it: then it tries another.
 */
export async function startServeProcess(first: TestServer, env: Record<string, string> = {}): Promise<ServeProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(first, env);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOnFreePort(first: TestServer, env: Record<string, string>): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...wenkuCliArgs(), "serve"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      WENKU_DATA_DIR: first.ctx.env.dataDir,
      DATABASE_URL: first.ctx.env.databaseUrl ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      WENKU_WORKERS: "none",
      WENKU_WEB_BUILD: path.join(os.tmpdir(), "wenku-no-web-build"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wenku serve did not start within 60 s: ${output}`)), 60_000);
    const listening = () => {
      if (!output.includes("serving on")) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on("data", listening);
    child.once("exit", (code) => reject(new Error(`wenku serve exited (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
