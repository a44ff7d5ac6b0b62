import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { advanceRevision } from "../../indexing/advance-revision.js";
import { keyOfSegment } from "../../keys.js";
import { mergeRows } from "./merge-pool.js";
import { decodeAscending } from "./varint.js";
import { insertBodyPart } from "./write-part.js";

export interface PartInfo {
  id: number;
  first: number;
  last: number;
  segments: number;
  buckets: number;
}

/**
 * Merges consecutive parts into one, dropping the postings of segments no longer current (their item written again
 * later, or gone). The parts are read and merged outside the write transaction, the merge itself in a worker thread
 * (merge-pool.ts), so writes go on meanwhile; the merged part then replaces them in one short transaction: readers
 * see the parts before or the merged part after, never both. An item written again or removed while the merge ran
 * has a revision past the merged part's range, so the postings it kept are not current (readers skip them, the next
 * merge drops them). False when another process merged one of the parts first.
 */
export async function mergeBodyParts(db: Kysely<Database>, chosen: PartInfo[]): Promise<boolean> {
  const ids = chosen.map((p) => p.id);
  const parts = await db.selectFrom("search_body_part").selectAll().where("id", "in", ids).orderBy("first").execute();
  if (parts.length !== chosen.length) return false;
  const first = Number(parts[0].first);
  const last = Number(parts[parts.length - 1].last);
  const current = new Map<number, number>();
  const items = await db.selectFrom("search_item").select(["key", "revision"]).where("revision", ">=", first).where("revision", "<=", last).execute();
  for (const item of items) current.set(Number(item.key), Number(item.revision));

  const live: Array<{ segKey: number; part: number; ordinal: number }> = [];
  const remaps = parts.map((part, p) => {
    const segKeys = decodeAscending(part.seg_keys);
    segKeys.forEach((segKey, ordinal) => {
      const at = current.get(keyOfSegment(segKey));
      if (at !== undefined && at >= Number(part.first) && at <= Number(part.last)) live.push({ segKey, part: p, ordinal });
    });
    return new Int32Array(segKeys.length).fill(-1);
  });
  live.sort((a, b) => a.segKey - b.segKey);
  live.forEach(({ part, ordinal }, merged) => (remaps[part][ordinal] = merged));

  const partIndex = new Map(parts.map((p, i) => [Number(p.id), i]));
  const rows = await db.selectFrom("search_body_bucket").select(["part", "data"]).where("part", "in", ids).execute();
  const merged = await mergeRows(rows.map((row) => ({ data: row.data, remap: remaps[partIndex.get(Number(row.part))!] })), live.length);

  return db.transaction().execute(async (trx) => {
    // The revision's row lock comes first: writes and merges of other processes wait for this one.
    const revision = await advanceRevision(trx);
    const still = await trx.selectFrom("search_body_part").select("id").where("id", "in", ids).execute();
    if (still.length !== ids.length) return false;
    await trx.deleteFrom("search_body_bucket").where("part", "in", ids).execute();
    await trx.deleteFrom("search_body_part").where("id", "in", ids).execute();
    await insertBodyPart(trx, { segKeys: live.map((l) => l.segKey), ...merged }, { id: revision, first, last });
    return true;
  });
}
