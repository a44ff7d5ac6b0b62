import { sql, type Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { BodyStore, BodyView, BucketRow } from "./body-store.js";
import "../../tables.js";

/** The body index read from PostgreSQL, each search in a read-only repeatable-read transaction: one snapshot. */
export function pgBodyStore(db: Kysely<Database>): BodyStore {
  return {
    read(read) {
      return db
        .transaction()
        .setIsolationLevel("repeatable read")
        .setAccessMode("read only")
        .execute((trx) => {
          const view: BodyView = {
            async revision() {
              const row = await trx.selectFrom("search_state").select("revision").where("id", "=", 1).executeTakeFirst();
              return Number(row?.revision ?? 0);
            },
            changedItems: (since) =>
              trx
                .selectFrom("search_item")
                .select(["key", "doc_type", "ext_group", "language", "category_ids", "user_id", "created_at", "price", "view_count", "download_count", "score", "pages", "size", "revision"])
                .where("revision", ">", since)
                .execute(),
            goneSince: (since) => trx.selectFrom("search_body_gone").select(["key", "revision"]).where("revision", ">", since).execute(),
            parts: () => trx.selectFrom("search_body_part").select(["id", "first", "last", "segments", "buckets"]).orderBy("first").execute(),
            segKeys: (ids) => trx.selectFrom("search_body_part").select(["id", "seg_keys"]).where("id", "in", ids).execute(),
            async buckets(wanted) {
              if (wanted.length === 0) return [];
              const { rows } = await sql<BucketRow>`select b.part, b.bucket, b.data
                from unnest(${wanted.map((w) => w[0])}::int[], ${wanted.map((w) => w[1])}::int[]) as u(part, bucket)
                join search_body_bucket b on b.part = u.part and b.bucket = u.bucket`.execute(trx);
              return rows;
            },
          };
          return read(view);
        });
    },
    async close() {},
  };
}
