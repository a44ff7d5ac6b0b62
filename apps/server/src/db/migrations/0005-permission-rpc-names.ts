import type { Kysely } from "kysely";
import type { Database } from "../schema.js";
import { renameLegacyPermissionRows } from "../../modules/permissions/rename-legacy-rows.js";

/**
 * Permission rows were named after their HTTP route; the established client reads RPC rows
 * (`GRPC /api.v1.DocumentAPI/ListDocument`, api-contract §1.7). Renamed in place: ids, titles and grants stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await renameLegacyPermissionRows(db as Kysely<Database>);
}

export async function down(): Promise<void> {}
