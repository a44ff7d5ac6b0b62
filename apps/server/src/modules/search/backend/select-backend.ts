import type { AppContext } from "../../../context.js";
import { postgresBackend } from "./postgres/backend.js";
import { sqliteBackend } from "./sqlite/backend.js";
import type { SearchBackend } from "./types.js";

const backends = new WeakMap<object, SearchBackend>();

/** The back end for the context's database: FTS5 on SQLite, tsvector + GIN on PostgreSQL. */
export function searchBackend(ctx: AppContext): SearchBackend {
  let backend = backends.get(ctx.db);
  if (!backend) {
    const created = ctx.db.dialect === "postgres" ? postgresBackend(ctx.db.kysely, ctx.db.url!) : sqliteBackend(ctx.db.kysely);
    backends.set(ctx.db, created);
    ctx.hooks.onShutdown.push(() => created.close());
    backend = created;
  }
  return backend;
}
