/** Consecutive page ranges [first, last] covering from..to, each at most `size` pages long. */
export function splitIntoRanges(from: number, to: number, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let first = from; first <= to; first += size) ranges.push([first, Math.min(to, first + size - 1)]);
  return ranges;
}

/**
 * Range length for rendering `pageCount` pages with `concurrency` tool processes: two ranges per process, so that
 * one range's pages are compressed and stored while the next range renders; at least 4 pages and at most 50 (each
 * range pays one mutool start-up and font load; pages reach the reader in steady batches and a range's
 * intermediate files stay small).
 */
export function renderRangeSize(pageCount: number, concurrency: number): number {
  return Math.min(50, Math.max(4, Math.ceil(pageCount / (2 * concurrency))));
}

/** Text extraction is cheap per page, so text-only ranges are longer. */
export const TEXT_RANGE_SIZE = 200;
