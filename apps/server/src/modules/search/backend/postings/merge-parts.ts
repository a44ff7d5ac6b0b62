import type { Kysely, Transaction } from "kysely";
import type { DialectName } from "../../../../db/database.js";
import type { Database } from "../../../../db/schema.js";
import { advanceRevision } from "../../indexing/advance-revision.js";
import { keyOfSegment } from "../../keys.js";
import { compareTerms } from "./term-order.js";
import { decodeAscending, decodeOrdinals, encodeAscending, VarintWriter } from "./varint.js";
import { insertPostings } from "./write-part.js";

export interface PartInfo {
  id: number;
  first: number;
  last: number;
  segments: number;
}

/** Term rows read from one part at a time, and new rows written, per statement. */
const PAGE = 5_000;
const FLUSH_TERMS = 20_000;

/** A part's term rows in term order, read a page at a time. */
class PartCursor {
  private rows: Array<{ term: string; keys: Uint8Array }> = [];
  private at = 0;
  private done = false;

  constructor(
    private trx: Transaction<Database>,
    readonly part: number,
    readonly remap: Int32Array,
  ) {}

  async head(): Promise<{ term: string; keys: Uint8Array } | undefined> {
    if (this.at < this.rows.length) return this.rows[this.at];
    if (this.done) return undefined;
    const after = this.rows.length > 0 ? this.rows[this.rows.length - 1].term : undefined;
    let query = this.trx.selectFrom("search_body_posting").select(["term", "keys"]).where("part", "=", this.part);
    if (after !== undefined) query = query.where("term", ">", after);
    this.rows = await query.orderBy("term").limit(PAGE).execute();
    this.at = 0;
    if (this.rows.length < PAGE) this.done = true;
    return this.rows[0];
  }

  advance() {
    this.at++;
  }
}

/**
 * Merges consecutive parts into one, dropping the postings of segments no longer current (their item written again
 * later, or gone). One transaction: readers see the parts before or the merged part after, never both. False when
 * another process merged or removed one of them first.
 */
export async function mergeBodyParts(db: Kysely<Database>, dialect: DialectName, chosen: PartInfo[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The revision's row lock comes first: writes and merges of other processes wait for this one.
    const revision = await advanceRevision(trx);
    const ids = chosen.map((p) => p.id);
    const parts = await trx.selectFrom("search_body_part").selectAll().where("id", "in", ids).orderBy("first").execute();
    if (parts.length !== chosen.length) return false;
    const first = parts[0].first;
    const last = parts[parts.length - 1].last;
    const current = new Map<number, number>();
    const items = await trx.selectFrom("search_item").select(["key", "revision"]).where("revision", ">=", first).where("revision", "<=", last).execute();
    for (const item of items) current.set(Number(item.key), Number(item.revision));

    const live: Array<{ segKey: number; part: number; ordinal: number }> = [];
    const remaps = parts.map((part, p) => {
      const segKeys = decodeAscending(part.seg_keys);
      segKeys.forEach((segKey, ordinal) => {
        const at = current.get(keyOfSegment(segKey));
        if (at !== undefined && at >= part.first && at <= part.last) live.push({ segKey, part: p, ordinal });
      });
      return new Int32Array(segKeys.length).fill(-1);
    });
    live.sort((a, b) => a.segKey - b.segKey);
    live.forEach(({ part, ordinal }, merged) => (remaps[part][ordinal] = merged));

    await trx.deleteFrom("search_body_part").where("id", "in", ids).execute();
    if (live.length > 0) {
      const segKeys = live.map((l) => l.segKey);
      await trx.insertInto("search_body_part").values({ id: revision, first, last, segments: segKeys.length, seg_keys: Buffer.from(encodeAscending(segKeys)) }).execute();
      await mergePostings(trx, dialect, revision, parts.map((part, p) => new PartCursor(trx, Number(part.id), remaps[p])));
    }
    await trx.deleteFrom("search_body_posting").where("part", "in", ids).execute();
    return true;
  });
}

/** Walks the parts' term rows together in term order and writes each term's merged list under the new part. */
async function mergePostings(trx: Transaction<Database>, dialect: DialectName, partId: number, cursors: PartCursor[]) {
  const writer = new VarintWriter();
  let terms: string[] = [];
  let ends: number[] = [];
  const flush = async () => {
    if (terms.length > 0) await insertPostings(trx, dialect, partId, { terms, lists: writer.take(), ends });
    writer.reset();
    terms = [];
    ends = [];
  };
  for (;;) {
    const heads = await Promise.all(cursors.map((c) => c.head()));
    let term: string | undefined;
    for (const h of heads) if (h && (term === undefined || compareTerms(h.term, term) < 0)) term = h.term;
    if (term === undefined) break;
    const merged: number[] = [];
    let sources = 0;
    heads.forEach((h, i) => {
      if (!h || h.term !== term) return;
      const { remap } = cursors[i];
      const before = merged.length;
      for (const ordinal of decodeOrdinals(h.keys)) if (remap[ordinal] >= 0) merged.push(remap[ordinal]);
      if (merged.length > before) sources++;
      cursors[i].advance();
    });
    if (merged.length === 0) continue;
    if (sources > 1) merged.sort((a, b) => a - b);
    writer.writeAscending(merged);
    terms.push(term);
    ends.push(writer.length);
    if (terms.length >= FLUSH_TERMS) await flush();
  }
  await flush();
}
