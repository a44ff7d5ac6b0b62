import type Database from "better-sqlite3";
import type { BodyStore, BodyView, BucketRow, ItemRow } from "./body-store.js";
import type { PartInfo } from "./merge-parts.js";

const ITEM_FIELDS = "key, doc_type, ext_group, language, category_ids, user_id, created_at, price, view_count, download_count, score, pages, size, revision";

/**
 * The body index read through a read-only better-sqlite3 connection of its own: a column of rows comes back far
 * faster than through the query builder, and WAL lets it read while the server writes. One read transaction per
 * search is one snapshot.
 */
export function sqliteBodyStore(db: Database.Database): BodyStore {
  const revision = db.prepare<[], number>("select revision from search_state where id = 1").pluck();
  const changed = db.prepare<[number], ItemRow>(`select ${ITEM_FIELDS} from search_item where revision > ?`);
  const gone = db.prepare<[number], { key: number; revision: number }>("select key, revision from search_body_gone where revision > ?");
  const parts = db.prepare<[], PartInfo>("select id, first, last, segments, buckets from search_body_part order by first");
  const segKeys = db.prepare<[string], { id: number; seg_keys: Uint8Array }>(
    "select id, seg_keys from search_body_part where id in (select value from json_each(?))",
  );
  const buckets = db.prepare<[string], BucketRow>(
    "select b.part, b.bucket, b.data from json_each(?) j join search_body_bucket b on b.part = j.value ->> 0 and b.bucket = j.value ->> 1",
  );

  const view: BodyView = {
    revision: () => revision.get() ?? 0,
    changedItems: (since) => changed.all(since),
    goneSince: (since) => gone.all(since),
    parts: () => parts.all(),
    segKeys: (ids) => segKeys.all(JSON.stringify(ids)),
    buckets: (wanted) => (wanted.length > 0 ? buckets.all(JSON.stringify(wanted)) : []),
  };

  return {
    async read(read) {
      db.exec("begin");
      try {
        return await read(view);
      } finally {
        db.exec("commit");
      }
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}
