import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { BodyPart } from "./body-part.js";
import { BodyReader } from "./body-reader.js";
import type { BodyStore } from "./body-store.js";
import { mergeBodyParts, type PartInfo } from "./merge-parts.js";
import { chooseMerge, packParts } from "./merge-policy.js";
import { insertBodyPart, markBodiesGone } from "./write-part.js";
import "../../tables.js";

/** Merges one compaction runs at most, so that a burst of writes cannot keep a writer merging indefinitely. */
const MERGES_PER_COMPACTION = 32;

/**
 * The body index of both databases: posting lists of our own (see docs/search.md). Writes add a part per
 * transaction; compaction merges consecutive parts as they accumulate; reads go through the reader.
 */
export class BodyIndex {
  readonly reader: BodyReader;

  /**
   * `afterMerge` runs after each merge that replaced parts: PostgreSQL vacuums the bucket rows there, so the space
   * of the parts a merge dropped is reused by the next merge instead of growing the table (see docs/search.md).
   */
  constructor(
    private db: Kysely<Database>,
    store: () => Promise<BodyStore>,
    private afterMerge: () => Promise<void> = async () => {},
  ) {
    this.reader = new BodyReader(store);
  }

  /** In the writing transaction, whose revision names the new part. */
  async write(trx: Kysely<Database>, part: BodyPart, revision: number): Promise<void> {
    await insertBodyPart(trx, part, { id: revision, first: revision, last: revision });
  }

  async remove(trx: Kysely<Database>, keys: number[], revision: number): Promise<void> {
    await markBodiesGone(trx, keys, revision);
  }

  private async partList(): Promise<PartInfo[]> {
    const rows = await this.db.selectFrom("search_body_part").select(["id", "first", "last", "segments", "buckets"]).orderBy("first").execute();
    return rows.map((r) => ({ id: Number(r.id), first: Number(r.first), last: Number(r.last), segments: Number(r.segments), buckets: Number(r.buckets) }));
  }

  private compacting: Promise<void> | undefined;
  private again = false;

  /**
   * Merges in the background, one compaction at a time (a write meanwhile asks for one more pass after it): the
   * writer goes on preparing its next batch. `settled` waits for it.
   */
  compactSoon(onError: (error: unknown) => void): void {
    if (this.compacting) {
      this.again = true;
      return;
    }
    const run = async () => {
      do {
        this.again = false;
        await this.compact();
      } while (this.again);
    };
    this.compacting = run()
      .catch(onError)
      .finally(() => (this.compacting = undefined));
  }

  async settled(): Promise<void> {
    while (this.compacting) await this.compacting;
  }

  /** Merges parts while the merge policy finds a run worth merging. */
  private async compact(): Promise<void> {
    for (let merges = 0; merges < MERGES_PER_COMPACTION; merges++) {
      const run = chooseMerge(await this.partList());
      if (!run) return;
      if (await mergeBodyParts(this.db, run)) await this.afterMerge();
    }
  }

  /** After a rebuild: parts packed as tightly as their size limit allows. */
  async optimize(): Promise<void> {
    await this.settled();
    for (const run of packParts(await this.partList())) if (await mergeBodyParts(this.db, run)) await this.afterMerge();
  }
}
