import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";

/**
 * With WENKU_E2E_CPU_LOG=<file>, each browser a test file launches appends a line when it closes: the file, the
 * CPU-seconds of its Chromium (the browser and every process it started, those already ended included), of the
 * lane's server and of the test process meanwhile. Sums the process trees from /proc, as /usr/bin/time misses them.
 */
const logFile = process.env.WENKU_E2E_CPU_LOG;
const ticksPerSecond = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime: the process and its children already reaped. */
  ticks: number;
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(")").at(-1)!.trim().split(" ");
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
    } catch {
      // ended meanwhile
    }
  }
  return stats;
}

function treeSeconds(stats: ProcStat[], root: number): number {
  let ticks = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    for (const stat of stats) {
      if (stat.pid === pid) ticks += stat.ticks;
      else if (stat.ppid === pid) pending.push(stat.pid);
    }
  }
  return ticks / ticksPerSecond;
}

/** The test file: from the stack, or from vitest when a shared set-up launched the browser. */
const testFile = () => new Error().stack?.match(/[\w-]+\.e2e\.ts/)?.[0] ?? path.basename(expect.getState().testPath ?? "?");
const isBrowser = (pid: number) => {
  try {
    return /chrom|headless_shell/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
};
const browserPids = () => new Set(readStats().filter((s) => s.ppid === process.pid).map((s) => s.pid));

/** Call before launching a browser; the function it returns, before closing it. */
export function startCpuLog(serverPid: number | undefined): (() => void) | undefined {
  if (!logFile) return undefined;
  const file = testFile();
  const childrenBefore = browserPids();
  const serverBefore = serverPid ? treeSeconds(readStats(), serverPid) : 0;
  const selfBefore = process.cpuUsage();
  return () => {
    const stats = readStats();
    const browsers = stats.filter((s) => s.ppid === process.pid && !childrenBefore.has(s.pid) && isBrowser(s.pid));
    const chromium = browsers.reduce((sum, b) => sum + treeSeconds(stats, b.pid), 0);
    const server = serverPid ? treeSeconds(stats, serverPid) - serverBefore : 0;
    const self = process.cpuUsage(selfBefore);
    fs.appendFileSync(logFile, `${file}\tchromium ${chromium.toFixed(1)}\tserver ${server.toFixed(1)}\ttest ${((self.user + self.system) / 1e6).toFixed(1)}\n`);
  };
}
