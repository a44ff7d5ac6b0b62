import type { Language } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, pickFields } from "../../db/list-query.js";
import { toLanguage } from "./language-view.js";

export interface LanguageListQuery {
  page?: number;
  size?: number;
  wd?: string;
  enable: boolean[];
  field: string[];
}

/**
 * Document languages, sort desc then id. Everyone sees enabled ones; a caller who may manage languages sees all,
 * filtered by `enable` and the keyword (name or code).
 */
export async function listLanguages(
  ctx: AppContext,
  query: LanguageListQuery,
  canManage: boolean,
): Promise<{ total: number; language: Array<Partial<Language>> }> {
  let base = ctx.db.kysely.selectFrom("language");
  if (!canManage) base = base.where("enable", "=", 1);
  else {
    if (query.enable.length) base = base.where("enable", "in", query.enable.map((e) => (e ? 1 : 0)));
    if (query.wd?.trim()) base = base.where(keywordMatch(["language", "code"], query.wd.trim()));
  }
  const { limit, offset } = pageWindow(query.page, query.size);
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, language: rows.map((row) => pickFields(toLanguage(row), query.field)) };
}
