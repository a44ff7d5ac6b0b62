import os from "node:os";

/** CPU use is measured over at least this interval (waited for with a timer, not a busy loop)… */
const MIN_SAMPLE_MS = 200;
/** …and over at most this one: a sample older than that says nothing about now, so a new one is taken. */
const MAX_SAMPLE_MS = 10_000;

interface Sample {
  idle: number;
  total: number;
  at: number;
  percent: number;
}

function cpuTimes(): { idle: number; total: number } {
  return os.cpus().reduce(
    (sum, cpu) => {
      const t = cpu.times;
      return { idle: sum.idle + t.idle, total: sum.total + t.user + t.nice + t.sys + t.idle + t.irq };
    },
    { idle: 0, total: 0 },
  );
}

function percentBetween(before: { idle: number; total: number }, after: { idle: number; total: number }): number {
  const total = after.total - before.total;
  return total > 0 ? Math.round(((total - (after.idle - before.idle)) / total) * 1000) / 10 : 0;
}

let last: Sample | undefined;

/**
 * The machine's CPU use in percent, measured since the previous call when that was 0.2–10 s ago, the previous figure
 * when it was sooner, else over a fresh 200 ms: a dashboard that polls gets its answer at once.
 */
export async function cpuPercent(): Promise<number> {
  const now = Date.now();
  if (last && now - last.at < MIN_SAMPLE_MS) return last.percent;
  let before: { idle: number; total: number } = last && now - last.at <= MAX_SAMPLE_MS ? last : cpuTimes();
  if (before !== last) {
    await new Promise((resolve) => setTimeout(resolve, MIN_SAMPLE_MS));
    before = last && Date.now() - last.at < MIN_SAMPLE_MS ? last : before;
  }
  const after = cpuTimes();
  const percent = percentBetween(before, after);
  last = { ...after, at: Date.now(), percent };
  return percent;
}
