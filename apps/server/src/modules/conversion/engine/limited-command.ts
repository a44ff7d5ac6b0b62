import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import type { ToolLimits } from "./tool-limits.js";

/** Niceness of every tool: the web process (0) wins the CPU whenever both want it. */
const TOOL_NICENESS = 10;
/** SIGXCPU at the soft CPU limit lets the tool end itself; SIGKILL follows this many seconds later. */
const CPU_GRACE_SECONDS = 5;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const resolved = new Map<string, string>();

/** The executable a command name runs (searched on PATH), or undefined when it is not installed. */
export function resolveExecutable(command: string): string | undefined {
  const known = resolved.get(command);
  if (known) return known;
  const candidates = command.includes("/") ? [command] : (process.env.PATH ?? "").split(delimiter).filter(Boolean).map((dir) => join(dir, command));
  const found = candidates.find(isExecutable);
  if (found) resolved.set(command, found);
  return found;
}

interface Wrappers {
  prlimit?: string;
  nice?: string;
  ionice?: string;
}

let wrappers: Wrappers | undefined;

/**
 * The util-linux / coreutils wrappers present on this machine, looked up once per process. ionice is tried once
 * (a kernel or container may refuse the idle I/O class, and a failing wrapper would fail every conversion); this
 * one synchronous start costs the event loop a few milliseconds, once.
 */
function detectWrappers(): Wrappers {
  const ionice = resolveExecutable("ionice");
  const ioniceWorks = ionice !== undefined && spawnSync(ionice, ["-c3", "true"], { stdio: "ignore", timeout: 5000 }).status === 0;
  return { prlimit: resolveExecutable("prlimit"), nice: resolveExecutable("nice"), ionice: ioniceWorks ? ionice : undefined };
}

/**
 * The argv that runs `executable` under its limits: `nice -n 10 ionice -c3 prlimit --as|--data=… --cpu=… --core=0
 * -- executable args`. Each wrapper sets its part on itself and then execs the next, so the tool keeps the pid (and
 * the process group) that was spawned, and no further fork of the server is needed: the chain costs three execs
 * in the child, about 2 ms per tool start (measured), and nothing on the event loop. Wrappers that are missing are
 * left out. The idle I/O class is honoured by the BFQ disk scheduler only; under the others it changes nothing.
 */
export function limitedArgv(executable: string, args: string[], limits: ToolLimits): string[] {
  const { prlimit, nice, ionice } = (wrappers ??= detectWrappers());
  let argv = [executable, ...args];
  if (prlimit) {
    const memory = `--${limits.memoryKind}=${limits.memoryMb * 1024 * 1024}`;
    const cpu = `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + CPU_GRACE_SECONDS}`;
    argv = [prlimit, memory, cpu, "--core=0", "--", ...argv];
  }
  if (ionice) argv = [ionice, "-c3", ...argv];
  if (nice) argv = [nice, "-n", String(TOOL_NICENESS), ...argv];
  return argv;
}

/** Whether tools really run under memory and CPU limits here (prlimit is installed). */
export function limitsEnforced(): boolean {
  return Boolean((wrappers ??= detectWrappers()).prlimit);
}
