import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";

export const illegalFileMessage = "文件已被标记为非法文件，禁止上传";

/** A hash an administrator marked illegal (an attachment with that hash has enable = 0) may not be uploaded again. */
export async function isBlacklisted(ctx: AppContext, hash: string): Promise<boolean> {
  const row = await ctx.db.kysely.selectFrom("attachment").select("id").where("hash", "=", hash).where("enable", "=", 0).executeTakeFirst();
  return Boolean(row);
}

export async function refuseBlacklisted(ctx: AppContext, hash: string): Promise<void> {
  if (await isBlacklisted(ctx, hash)) throw badRequest(illegalFileMessage);
}
