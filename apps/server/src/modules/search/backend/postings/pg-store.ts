import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import type { BodyStore, BodyView } from "./body-store.js";
import { prefixEnd } from "./body-store.js";
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
            parts: () => trx.selectFrom("search_body_part").select(["id", "first", "last", "segments"]).orderBy("first").execute(),
            segKeys: (ids) => trx.selectFrom("search_body_part").select(["id", "seg_keys"]).where("id", "in", ids).execute(),
            async postings(terms, prefixes) {
              if (terms.length === 0 && prefixes.length === 0) return [];
              return trx
                .selectFrom("search_body_posting")
                .select(["term", "part", "keys"])
                .where((eb) =>
                  eb.or([
                    ...(terms.length > 0 ? [eb("term", "in", terms)] : []),
                    ...prefixes.map((p) => eb.and([eb("term", ">=", p), eb("term", "<", prefixEnd(p))])),
                  ]),
                )
                .execute();
            },
          };
          return read(view);
        });
    },
    async close() {},
  };
}
