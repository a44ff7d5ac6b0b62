import { permissionRowOf } from "@wenku/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import "../../db/core-tables.js";

type Db = Kysely<Database>;

/** Moves every grant of permission `fromId` to `toId`, then deletes `fromId`. */
async function mergeInto(trx: Db, fromId: number, toId: number): Promise<void> {
  const grants = await trx.selectFrom("group_permission").select("group_id").where("permission_id", "=", fromId).execute();
  for (const { group_id } of grants) {
    await trx
      .insertInto("group_permission")
      .values({ group_id, permission_id: toId })
      .onConflict((oc) => oc.columns(["group_id", "permission_id"]).doNothing())
      .execute();
  }
  await trx.deleteFrom("group_permission").where("permission_id", "=", fromId).execute();
  await trx.deleteFrom("permission").where("id", "=", fromId).execute();
}

async function renameRows(trx: Db): Promise<number> {
  const rows = await trx.selectFrom("permission").select(["id", "method", "path"]).execute();
  const idByKey = new Map(rows.map((r) => [`${r.method} ${r.path}`, Number(r.id)]));
  let renamed = 0;
  for (const row of rows) {
    const target = permissionRowOf(row.method, row.path);
    if (target.method === row.method && target.path === row.path) continue;
    const key = `${target.method} ${target.path}`;
    const targetId = idByKey.get(key);
    if (targetId === undefined) {
      await trx.updateTable("permission").set(target).where("id", "=", row.id).execute();
      idByKey.set(key, Number(row.id));
    } else {
      await mergeInto(trx, Number(row.id), targetId);
    }
    renamed++;
  }
  return renamed;
}

/**
 * Gives every permission row still named after its HTTP route (`GET /api/v1/document/list`) its RPC name
 * (`GRPC /api.v1.DocumentAPI/ListDocument`), in place, so the row keeps its id and every group keeps its grant.
 * Should the RPC row exist already, the old row's grants move to it and the old row goes. Returns how many rows
 * were renamed or merged.
 */
export async function renameLegacyPermissionRows(db: Db): Promise<number> {
  // Migrations on PostgreSQL already run in a transaction, which cannot be nested.
  return db.isTransaction ? renameRows(db) : db.transaction().execute(renameRows);
}
