import type { PartInfo } from "./merge-parts.js";

/**
 * Segments a merged part holds at most. A merge holds the database's write lock while it runs (on SQLite, every
 * other write waits), so parts stop growing here; a query reads one row per term and part, which stays cheap.
 */
export const MAX_PART_SEGMENTS = 16_384;
/** Parts merged at once: each posting is rewritten about log4(parts) times as the index grows. */
const FAN_IN = 4;
/** Beyond this many parts, the smallest run merges even when its sizes differ widely. */
const MANY_PARTS = 64;

const totalOf = (run: PartInfo[]) => run.reduce((n, p) => n + p.segments, 0);

/**
 * The run of FAN_IN consecutive parts (ordered by the writes they hold) to merge next, if any: the smallest whose
 * sizes are alike (none more than half of the run), or, past MANY_PARTS, the smallest at all.
 */
export function chooseMerge(parts: PartInfo[]): PartInfo[] | undefined {
  let best: PartInfo[] | undefined;
  let bestAny: PartInfo[] | undefined;
  for (let i = 0; i + FAN_IN <= parts.length; i++) {
    const run = parts.slice(i, i + FAN_IN);
    const total = totalOf(run);
    if (total > MAX_PART_SEGMENTS) continue;
    if (!bestAny || total < totalOf(bestAny)) bestAny = run;
    const alike = run.every((p) => p.segments * 2 <= total);
    if (alike && (!best || total < totalOf(best))) best = run;
  }
  return best ?? (parts.length > MANY_PARTS ? bestAny : undefined);
}

/** After a rebuild: consecutive parts packed into as few as fit MAX_PART_SEGMENTS each; the runs of two or more. */
export function packParts(parts: PartInfo[]): PartInfo[][] {
  const runs: PartInfo[][] = [];
  let run: PartInfo[] = [];
  for (const part of parts) {
    if (run.length > 0 && totalOf(run) + part.segments > MAX_PART_SEGMENTS) {
      runs.push(run);
      run = [];
    }
    run.push(part);
  }
  runs.push(run);
  return runs.filter((r) => r.length > 1);
}
