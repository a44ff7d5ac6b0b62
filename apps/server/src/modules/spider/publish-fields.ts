import { CategoryType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/errors.js";
import { unique } from "../../db/list-query.js";

/** The category ids of SpiderDocument.category_id ("[3,5]"; "" for none). */
export function categoryIdsOf(text: string): number[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? unique(parsed.filter((n): n is number => Number.isInteger(n) && n > 0)) : [];
}

export interface PublishFields {
  category_id: string;
  user_id: number;
  language: string;
}

/**
 * Refuses at once what publishing would refuse later: an uploader who does not exist, a category that is not a
 * document category, a language that is not enabled.
 */
export async function checkPublishFields(ctx: AppContext, fields: PublishFields): Promise<void> {
  const db = ctx.db.kysely;
  const user = await db.selectFrom("user").select("id").where("id", "=", fields.user_id).executeTakeFirst();
  if (!user) throw badRequest("上传用户不存在");
  const categories = categoryIdsOf(fields.category_id);
  if (categories.length > 0) {
    const found = await db.selectFrom("category").select("id").where("id", "in", categories).where("type", "=", CategoryType.document).execute();
    if (found.length !== categories.length) throw badRequest("文档分类不存在");
  }
  if (fields.language) {
    const language = await db.selectFrom("language").select("code").where("code", "=", fields.language).where("enable", "=", 1).executeTakeFirst();
    if (!language) throw badRequest("文档语言不存在");
  }
}
