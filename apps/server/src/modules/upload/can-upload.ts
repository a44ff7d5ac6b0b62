import { PunishmentType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden } from "../../http/errors.js";
import { someGroupHas } from "../groups/some-group-has.js";

export const noUploadPermission = "没有权限上传文档";

/**
 * A user may upload documents when one of their groups has `enable_upload` and no active punishment of type 3
 * ("no upload") applies to them.
 */
export async function canUploadDocuments(ctx: AppContext, userId: number): Promise<boolean> {
  const db = ctx.db.kysely;
  if (!(await someGroupHas(db, userId, { enable_upload: 1 }))) return false;
  const now = new Date().toISOString();
  const punished = await db
    .selectFrom("punishment")
    .select("id")
    .where("user_id", "=", userId)
    .where("type", "=", PunishmentType.noUpload)
    .where("enable", "=", 1)
    .where((eb) => eb.or([eb("end_time", "is", null), eb("end_time", ">", now)]))
    .executeTakeFirst();
  return !punished;
}

export async function requireUploadCapability(ctx: AppContext, userId: number): Promise<void> {
  if (!(await canUploadDocuments(ctx, userId))) throw forbidden(noUploadPermission);
}
