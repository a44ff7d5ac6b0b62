import { CategoryType, type Category } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { toCategory } from "./category-view.js";
import { keywordMatch, pageWindow, pickFields } from "../../db/list-query.js";

export interface CategoryListQuery {
  page?: number;
  size?: number;
  type: number[];
  parent_id: number[];
  wd?: string;
  enable: boolean[];
  field: string[];
}

/**
 * Categories of the requested types (document categories when none is given), sort desc then id, with the
 * requested fields. Everyone sees enabled categories; a caller who may manage them sees all, filtered by
 * `enable` and the title keyword.
 */
export async function listCategories(ctx: AppContext, query: CategoryListQuery, canManage: boolean): Promise<{ category: Array<Partial<Category>> }> {
  let select = ctx.db.kysely.selectFrom("category").where("type", "in", query.type.length ? query.type : [CategoryType.document]);
  if (query.parent_id.length) select = select.where("parent_id", "in", query.parent_id);
  if (!canManage) select = select.where("enable", "=", 1);
  else {
    if (query.enable.length) select = select.where("enable", "in", query.enable.map((e) => (e ? 1 : 0)));
    if (query.wd?.trim()) select = select.where(keywordMatch(["title"], query.wd.trim()));
  }
  const { limit, offset } = pageWindow(query.page, query.size);
  const rows = await select.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute();
  return { category: rows.map((row) => pickFields(toCategory(row), query.field)) };
}

/** The header's and home page's categories: every enabled document and article category. */
export async function enabledCategories(ctx: AppContext): Promise<Category[]> {
  const query = { page: 1, size: 0, type: [CategoryType.document, CategoryType.article], parent_id: [], enable: [], field: [] };
  return (await listCategories(ctx, query, false)).category as Category[];
}
