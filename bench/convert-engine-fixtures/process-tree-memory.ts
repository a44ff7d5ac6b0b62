import { readdirSync, readFileSync } from "node:fs";

const PAGE_SIZE_BYTES = 4096;

interface ProcessEntry {
  command: string;
  state: string;
  parent: number;
  rssBytes: number;
}

function readProcessTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields after the command: state(0) ppid(1) … rss(21) in pages.
      table.set(Number(entry), { command, state: fields[0], parent: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_SIZE_BYTES });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/** Resident memory of `rootPid` plus all its descendants, in bytes. */
export function processTreeRss(rootPid = process.pid): number {
  const table = readProcessTable();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    total += table.get(pid)?.rssBytes ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the process tree's resident memory every `intervalMs`; the returned function stops and gives the peak. */
export function watchPeakRss(intervalMs = 50, rootPid = process.pid): () => number {
  let peak = processTreeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss(rootPid));
  }, intervalMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, processTreeRss(rootPid));
  };
}

/**
 * CPU seconds (user + system) used so far by this process and by its children that have exited — a figure that
 * does not depend on how busy the machine is, unlike wall-clock time.
 */
export function cpuSecondsIncludingChildren(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime(11) stime(12) cutime(13) cstime(14), in clock ticks (100 per second on Linux).
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

/**
 * Starts counting this process's live children named `name` every 5 ms; the returned function stops and gives the
 * highest count seen.
 */
export function watchChildren(name: string): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    let count = 0;
    for (const entry of readProcessTable().values()) {
      if (entry.command === name && entry.parent === process.pid && entry.state !== "Z") count++;
    }
    peak = Math.max(peak, count);
  }, 5);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
