import { permissionRowOf } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { needsPermission, type RouteDef } from "../../http/route.js";
import { ADMIN_GROUP_ID } from "../../db/seeded-rows.js";
import { renameLegacyPermissionRows } from "./rename-legacy-rows.js";

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
  await db.transaction().execute(async (trx) => {
    for (const def of routes.filter(needsPermission)) {
      const pages = JSON.stringify(def.pages ?? []);
      await trx
        .insertInto("permission")
        .values({ ...permissionRowOf(def.method, def.path), title: def.title, pages, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(["method", "path"]).doUpdateSet({ pages }))
        .execute();
    }
    const all = await trx.selectFrom("permission").select("id").execute();
    for (const p of all) {
      await trx
        .insertInto("group_permission")
        .values({ group_id: ADMIN_GROUP_ID, permission_id: p.id })
        .onConflict((oc) => oc.columns(["group_id", "permission_id"]).doNothing())
        .execute();
    }
  });
}
