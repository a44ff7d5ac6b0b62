import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { advanceRevision } from "../../indexing/advance-revision.js";
import { keyOfSegment } from "../../keys.js";
import { mergeBucketRows } from "./merge-buckets.js";
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
 * later, or gone). One transaction: readers see the parts before or the merged part after, never both. False when
 * another process merged one of them first.
 */
export async function mergeBodyParts(db: Kysely<Database>, chosen: PartInfo[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The revision's row lock comes first: writes and merges of other processes wait for this one.
    const revision = await advanceRevision(trx);
    const ids = chosen.map((p) => p.id);
    const parts = await trx.selectFrom("search_body_part").selectAll().where("id", "in", ids).orderBy("first").execute();
    if (parts.length !== chosen.length) return false;
    const first = Number(parts[0].first);
    const last = Number(parts[parts.length - 1].last);
    const current = new Map<number, number>();
    const items = await trx.selectFrom("search_item").select(["key", "revision"]).where("revision", ">=", first).where("revision", "<=", last).execute();
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
    const rows = await trx.selectFrom("search_body_bucket").select(["part", "data"]).where("part", "in", ids).execute();
    const merged = mergeBucketRows(rows.map((row) => ({ data: row.data, remap: remaps[partIndex.get(Number(row.part))!] })), live.length);

    await trx.deleteFrom("search_body_bucket").where("part", "in", ids).execute();
    await trx.deleteFrom("search_body_part").where("id", "in", ids).execute();
    await insertBodyPart(trx, { segKeys: live.map((l) => l.segKey), ...merged }, { id: revision, first, last });
    return true;
  });
}
