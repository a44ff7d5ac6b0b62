import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Pins every thread of `pid` (and the threads it starts later, which inherit it) to the CPUs of `cpus`, e.g. "0" or "0-1". */
export async function pin(pid: number, cpus: string): Promise<void> {
  await run("taskset", ["-a", "-p", "-c", cpus, String(pid)]);
}

/** Lets every thread of `pid` run on any CPU again. */
export async function unpin(pid: number): Promise<void> {
  await pin(pid, `0-${os.availableParallelism() - 1}`);
}

/** Running, and not a zombie that its parent (not this process) has yet to reap. */
const alive = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
};

/** SIGTERM (a web process finishes its requests), SIGKILL after 30 s; resolves once the process is gone. */
export async function stopProcess(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 30_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, "SIGKILL");
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}
