import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { BodyPart } from "./body-part.js";
import { encodeAscending } from "./varint.js";
import "../../tables.js";

const ROWS_PER_INSERT = 200;

/** Writes a part: its row and its buckets' rows. */
export async function insertBodyPart(db: Kysely<Database>, part: BodyPart, ids: { id: number; first: number; last: number }): Promise<void> {
  if (part.segKeys.length === 0) return;
  await db
    .insertInto("search_body_part")
    .values({ ...ids, segments: part.segKeys.length, buckets: part.buckets, seg_keys: Buffer.from(encodeAscending(part.segKeys)) })
    .execute();
  const rows = part.rows.flatMap((data, bucket) => (data.length > 0 ? [{ part: ids.id, bucket, data: Buffer.from(data.buffer, data.byteOffset, data.length) }] : []));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insertInto("search_body_bucket").values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
  }
}

/**
 * Marks items as gone from the body index at this revision: readers stop counting their postings in the parts
 * written before (an item written again later has a newer revision and counts again).
 */
export async function markBodiesGone(db: Kysely<Database>, keys: number[], revision: number): Promise<void> {
  for (let i = 0; i < keys.length; i += 500) {
    await db
      .insertInto("search_body_gone")
      .values(keys.slice(i, i + 500).map((key) => ({ key, revision })))
      .execute();
  }
}
