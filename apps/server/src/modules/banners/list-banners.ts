import { BannerType, bannerPublicFields, type Banner, type BannerListQuery, type BannerPublic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, pickFields } from "../../db/list-query.js";
import { toBanner } from "./banner-view.js";
import "./tables.js";

/**
 * Banners of the asked types, sort desc then id. Strangers get the enabled ones with the public fields
 * (api-contract §4.11); a caller who may manage banners sees all, filtered by `enable` and keyword, with `field`.
 */
export async function listBanners(
  ctx: AppContext,
  query: BannerListQuery,
  canManage: boolean,
): Promise<{ total: number; banner: Array<Partial<Banner>> }> {
  let base = ctx.db.kysely.selectFrom("banner");
  if (query.type.length) base = base.where("type", "in", query.type);
  if (!canManage) base = base.where("enable", "=", 1);
  else {
    if (query.enable.length) base = base.where("enable", "in", query.enable.map((e) => (e ? 1 : 0)));
    if (query.wd?.trim()) base = base.where(keywordMatch(["title", "url", "description"], query.wd.trim()));
  }
  const { limit, offset } = pageWindow(query.page, query.size);
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute(),
  ]);
  const fields = canManage ? query.field : [...bannerPublicFields];
  return { total: count, banner: rows.map((row) => pickFields(toBanner(row), fields)) };
}

/** The home carousel: the enabled website banners, public fields only. */
export async function websiteBanners(ctx: AppContext): Promise<BannerPublic[]> {
  const { banner } = await listBanners(ctx, { page: 1, size: 0, type: [BannerType.website], enable: [], field: [] }, false);
  return banner as BannerPublic[];
}
