/** Consecutive page ranges [first, last] covering from..to, each at most `size` pages long. */
export function splitIntoRanges(from: number, to: number, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let first = from; first <= to; first += size) ranges.push([first, Math.min(to, first + size - 1)]);
  return ranges;
}

/**
 * Range length for rendering `pageCount` pages with `concurrency` tool processes: one range per process (pages
 * stream out of each process and are compressed as they come, so no second range is needed to overlap that); at
 * least 4 pages and at most 100. Each range costs a mutool start-up and font load, and each start forks the server
 * process, which blocks its event loop for 10–30 ms at a few hundred MB of memory; the upper bound keeps pages
 * reaching the reader in steady batches.
 */
export function renderRangeSize(pageCount: number, concurrency: number): number {
  return Math.min(100, Math.max(4, Math.ceil(pageCount / concurrency)));
}

/** Text extraction is cheap per page, so text-only ranges are longer. */
export const TEXT_RANGE_SIZE = 200;
