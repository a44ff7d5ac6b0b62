import fs from "node:fs";

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "latin1");
  } catch {
    return undefined;
  }
};

/**
 * Resident memory (bytes) of a process and all its descendants, read from /proc. A child that still runs its
 * parent's command line has been forked and not yet exec'd its tool: its pages are its parent's, shared, and
 * counting them would count the server twice (a few hundred MB for a millisecond).
 */
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
  let total = rss.get(rootPid) ?? 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const kids = children.get(parent) ?? [];
    const parentCommand = kids.length > 0 ? commandLine(parent) : undefined;
    for (const pid of kids) {
      if (parentCommand === undefined || commandLine(pid) !== parentCommand) total += rss.get(pid) ?? 0;
      stack.push(pid);
    }
  }
  return total;
}

/** Samples the process tree every `everyMs` until stopped; `peak` is the peak so far, `stop` the peak in all. */
export function watchPeakRss(rootPid: number, everyMs = 100): { peak(): number; stop(): number } {
  let peak = processTreeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss(rootPid));
  }, everyMs);
  return {
    peak: () => (peak = Math.max(peak, processTreeRss(rootPid))),
    stop() {
      clearInterval(timer);
      return Math.max(peak, processTreeRss(rootPid));
    },
  };
}
