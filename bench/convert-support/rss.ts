import fs from "node:fs";

/** Resident memory (bytes) of a process and all its descendants, read from /proc. */
export function processTreeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples the process tree every `everyMs` until stopped; returns the peak. */
export function watchPeakRss(rootPid: number, everyMs = 100): { stop(): number } {
  let peak = processTreeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss(rootPid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, processTreeRss(rootPid));
    },
  };
}
