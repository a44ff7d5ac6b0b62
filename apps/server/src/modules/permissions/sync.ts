import { permissionRowOf } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { needsPermission, type RouteDef } from "../../http/route.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";
import { renameLegacyPermissionRows } from "./rename-legacy-rows.js";

/** Rows of one INSERT, well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 500;

/**
 * Registers the permission row of every protected route — its RPC row (api-contract §1.7), or an HTTP row for
 * uploads — and grants all of them to the administrators group. Titles edited by an administrator are kept; the
 * pages a permission unlocks follow the code. A row registered under a route's HTTP name before the route got an
 * RPC name is renamed first, so its grants stay.
 */
export async function syncPermissions(ctx: AppContext, routes: RouteDef[]): Promise<void> {
  const now = nowIso();
  const db = ctx.db.kysely;
  await renameLegacyPermissionRows(db);
  // One row per permission (two routes may share one): the first route's title, the last one's pages.
  const rows = new Map<string, { method: string; path: string; title: string; pages: string; created_at: string; updated_at: string }>();
  for (const def of routes.filter(needsPermission)) {
    const row = permissionRowOf(def.method, def.path);
    const key = `${row.method} ${row.path}`;
    rows.set(key, { ...row, title: rows.get(key)?.title ?? def.title, pages: JSON.stringify(def.pages ?? []), created_at: now, updated_at: now });
  }
  // A statement per table instead of one per row: every process runs this at start, hundreds of rows each time.
  await db.transaction().execute(async (trx) => {
    const values = [...rows.values()];
    for (let start = 0; start < values.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto("permission")
        .values(values.slice(start, start + ROWS_PER_STATEMENT))
        .onConflict((oc) => oc.columns(["method", "path"]).doUpdateSet((eb) => ({ pages: eb.ref("excluded.pages") })))
        .execute();
    }
    await trx
      .insertInto("group_permission")
      .columns(["group_id", "permission_id"])
      // SQLite reads ON CONFLICT after a bare SELECT as part of it: the WHERE ends the SELECT.
      .expression((eb) => eb.selectFrom("permission").select([sql.lit(ADMIN_GROUP_ID).as("group_id"), "id"]).where(sql.lit(true)))
      .onConflict((oc) => oc.columns(["group_id", "permission_id"]).doNothing())
      .execute();
  });
}
