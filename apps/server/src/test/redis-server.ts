import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-ports.js";

/** A real redis-server (Debian's) on a loopback port of its own, in a temporary folder, keeping nothing on disk. */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would; `start` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Whether the server on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

async function waitForPing(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output()}`);
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer PING on port ${port}: ${output()}`);
}

export async function startTestRedis(): Promise<TestRedis> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-redis-"));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    let output = "";
    const started = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", directory], {
      cwd: directory,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child = started;
    await waitForPing(port, started, () => output);
  };

  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    kill,
    start,
    async close() {
      await kill();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
