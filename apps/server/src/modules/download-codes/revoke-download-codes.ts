import { DownloadCodeStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

/** PUT /api/v1/downloadcode/revoke: unused codes become revoked; used and revoked codes stay as they are. */
export async function revokeDownloadCodes(ctx: AppContext, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await ctx.db.kysely
    .updateTable("download_code")
    .set({ status: DownloadCodeStatus.revoked, updated_at: nowIso() })
    .where("id", "in", [...new Set(ids)])
    .where("status", "=", DownloadCodeStatus.unused)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
