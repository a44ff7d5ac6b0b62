const BASE_MS = 120_000;
const PER_MB_MS = 60_000;
/** Unpacked ZIP content counts a quarter: XML inflates ~10× and costs LibreOffice less per byte than the file. */
const UNPACKED_WEIGHT = 0.25;

/**
 * The time limit of each external step for a source of `sourceBytes` (unpacking to `unpackedBytes` when it is a
 * ZIP container): 120 s plus 60 s per MB, at most `maxMs` (converter.timeout). Measured: LibreOffice turns a 1.4 MB
 * XLSX (12.5 MB unpacked) into 1 778 pages in 30 s on a shared 2-core machine, against a limit of 3 min 23 s here;
 * a mupdf range of 100 text pages takes about a second. A small file that makes a tool hang or loop is ended in
 * minutes rather than after the 30-minute cap.
 */
export function scaledStepTimeoutMs(sourceBytes: number, unpackedBytes: number, maxMs: number): number {
  const megabytes = Math.max(sourceBytes, unpackedBytes * UNPACKED_WEIGHT) / (1024 * 1024);
  return Math.min(maxMs, Math.round(BASE_MS + PER_MB_MS * megabytes));
}
