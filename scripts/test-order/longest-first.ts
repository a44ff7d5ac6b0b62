/** What the order of test files depends on, apart from their durations (vitest's BaseSequencer groups so too). */
export interface OrderedFile {
  groupOrder: number;
  project: string;
  isolate: boolean;
  /** Seconds it took last time; undefined for a file never timed. */
  seconds: number | undefined;
}

/**
 * Test files in the order they should start: grouped as vitest groups them (sequence.groupOrder, then project, the
 * isolated ones first), within a group files never timed first (they may be slow), then the longest first, so that
 * no long file starts last and leaves the other workers idle until it ends. Stable for equal keys.
 */
export function longestFirst<T extends OrderedFile>(files: T[]): T[] {
  const unknownFirst = (file: OrderedFile) => file.seconds ?? Number.POSITIVE_INFINITY;
  return files
    .map((file, index) => ({ file, index }))
    .sort(
      (a, b) =>
        a.file.groupOrder - b.file.groupOrder ||
        (a.file.project === b.file.project ? 0 : a.file.project < b.file.project ? -1 : 1) ||
        Number(b.file.isolate) - Number(a.file.isolate) ||
        unknownFirst(b.file) - unknownFirst(a.file) ||
        a.index - b.index,
    )
    .map(({ file }) => file);
}
