/** A test file as recorded on PostgreSQL: the statement shapes it caused and how long it ran. */
export interface RecordedFile {
  file: string;
  seconds: number;
  shapes: Set<string>;
}

export interface Selection {
  /** Files that keep running on PostgreSQL, each with why. */
  kept: Array<{ file: string; reason: string }>;
  /** Files every statement shape of which a kept file also causes. */
  covered: string[];
}

/**
 * The PostgreSQL pass: `alwaysKept` files (whose tests are about the database's behaviour or branch on the dialect),
 * then, greedily, the file that adds the most statement shapes not yet caused per second of its run, until every
 * shape any file causes is caused by a kept one. The files left out would only repeat, on PostgreSQL, statements the
 * kept files already run there; they still run on SQLite.
 */
export function selectFiles(files: RecordedFile[], alwaysKept: (file: RecordedFile) => string | undefined): Selection {
  const kept: Selection["kept"] = [];
  const seen = new Set<string>();
  const keep = (file: RecordedFile, reason: string) => {
    kept.push({ file: file.file, reason });
    for (const shape of file.shapes) seen.add(shape);
  };
  const remaining: RecordedFile[] = [];
  for (const file of files) {
    const reason = alwaysKept(file);
    if (reason) keep(file, reason);
    else remaining.push(file);
  }
  for (;;) {
    let best: { file: RecordedFile; added: number; score: number } | undefined;
    for (const file of remaining) {
      let added = 0;
      for (const shape of file.shapes) if (!seen.has(shape)) added++;
      const score = added / Math.max(file.seconds, 0.1);
      if (added > 0 && (!best || score > best.score)) best = { file, added, score };
    }
    if (!best) break;
    remaining.splice(remaining.indexOf(best.file), 1);
    keep(best.file, `${best.added} statement shape${best.added === 1 ? "" : "s"} no kept file runs`);
  }
  return { kept, covered: remaining.map((file) => file.file).sort() };
}
