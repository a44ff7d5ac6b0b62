import { sql, type Kysely } from "kysely";
import type { DialectName } from "../../../../db/database.js";
import type { Database } from "../../../../db/schema.js";
import type { BodyPart } from "./body-part.js";
import { encodeAscending } from "./varint.js";
import "../../tables.js";

/** Posting rows per insert statement: one statement carries the part's bytes and a list of (term, start, length). */
const TERMS_PER_STATEMENT = 20_000;

/** Writes a part: its row, and every term's list as one row, a few statements in all whatever the part's size. */
export async function insertBodyPart(
  db: Kysely<Database>,
  dialect: DialectName,
  part: BodyPart,
  ids: { id: number; first: number; last: number },
): Promise<void> {
  if (part.segKeys.length === 0) return;
  await db
    .insertInto("search_body_part")
    .values({ ...ids, segments: part.segKeys.length, seg_keys: Buffer.from(encodeAscending(part.segKeys)) })
    .execute();
  await insertPostings(db, dialect, ids.id, part);
}

/** Inserts term lists of a part (a whole part's, or the next terms of a merge). */
export async function insertPostings(db: Kysely<Database>, dialect: DialectName, partId: number, lists: Omit<BodyPart, "segKeys">) {
  for (let from = 0; from < lists.terms.length; from += TERMS_PER_STATEMENT) {
    const to = Math.min(lists.terms.length, from + TERMS_PER_STATEMENT);
    const start = from === 0 ? 0 : lists.ends[from - 1];
    const bytes = Buffer.from(lists.lists.buffer, lists.lists.byteOffset + start, lists.ends[to - 1] - start);
    const terms = lists.terms.slice(from, to);
    const starts: number[] = [];
    const lengths: number[] = [];
    for (let i = from; i < to; i++) {
      const begin = i === 0 ? 0 : lists.ends[i - 1];
      starts.push(begin - start);
      lengths.push(lists.ends[i] - begin);
    }
    if (dialect === "postgres") {
      await sql`insert into search_body_posting (term, part, keys)
        select t, ${partId}, substring(${bytes}::bytea from s + 1 for l)
        from unnest(${terms}::text[], ${starts}::int[], ${lengths}::int[]) as u(t, s, l)`.execute(db);
    } else {
      const rows = JSON.stringify(terms.map((term, i) => [term, starts[i], lengths[i]]));
      await sql`insert into search_body_posting (term, part, keys)
        select j.value ->> 0, ${partId}, substr(${bytes}, (j.value ->> 1) + 1, j.value ->> 2) from json_each(${rows}) j`.execute(db);
    }
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
