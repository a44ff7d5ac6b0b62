import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../apps/server/src/test/free-ports.js";

export interface ServerProcess {
  base: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * How long a server may take to answer first. A production server answers in seconds on a quiet machine, but one
 * took over a minute while the load average was 20–25 (the smoke runs inside `npm test` share the cores).
 */
const START_WAIT_MS = 180_000;

async function waitForAnswer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const answered = await fetch(url).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${START_WAIT_MS / 1000} s:\n${output()}`);
}

/** Starts `node <args>` on a free loopback port (PORT, HOST) and resolves once `readyPath` answers 200. */
export async function startServerProcess(args: string[], env: Record<string, string>, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitForAnswer(`${base}${readyPath}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}
