import {
  buildNavigationTree, CategoryType, documentEndpoints, pageEndpoints, publicSettingsSchema, type SsrServices,
} from "@wenku/contract";
import { articleEndpoints } from "@wenku/contract";
import { searchEndpoints, searchQuerySchema } from "@wenku/contract";
import { settingEndpoints, systemEndpoints, userEndpoints } from "@wenku/contract";
import { BannerType, bannerEndpoints, bannerSchema, friendlinkEndpoints, friendlinkSchema, navigationEndpoints } from "@wenku/contract";
import { ApiError } from "./api-client";
import { callApi } from "./call-api";
import { loadCategories } from "./load-categories";

/** The home carousel's banners: the public fields the list gives a stranger. */
const publicBannersSchema = bannerSchema.pick({ id: true, title: true, path: true, url: true }).array();

/** A missing document or user is null, as the server's services answer. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The page loaders' data through the API with the stored session's token: used in the browser where the site is
 * closed or login-only, so that signed-in members load what the server renders for nobody (spec §6).
 */
export const apiServices: SsrServices = {
  ping: () => callApi(systemEndpoints.ping),
  settings: async () => publicSettingsSchema.parse(await callApi(settingEndpoints.public)),
  navigation: async () => {
    const reply = await callApi(navigationEndpoints.list, { query: { page: 1, size: 10_000 } });
    return buildNavigationTree(reply.navigation.filter((item) => item.enable));
  },
  categories: () => loadCategories({ type: [CategoryType.document, CategoryType.article], enable: [true] }),
  // Without `field` the list answers whole rows; parsing proves it.
  friendlinks: async () => friendlinkSchema.array().parse((await callApi(friendlinkEndpoints.list, { query: { enable: [true] } })).friendlink),
  document: (uuidOrId) =>
    orNull(() =>
      callApi(documentEndpoints.get, { query: { ...(/^\d+$/.test(uuidOrId) ? { id: Number(uuidOrId) } : { uuid: uuidOrId }), with_author: true } }),
    ),
  documentPages: (id, from, size) => orNull(() => callApi(pageEndpoints.list, { query: { id, from, size } })),
  documentList: async (query) => {
    const reply = await callApi(documentEndpoints.list, { query });
    return { total: reply.total, document: reply.document };
  },
  relatedDocuments: async (id) => (await callApi(searchEndpoints.relatedDocuments, { query: { id } })).document,
  homeDocuments: async (limit) => (await callApi(documentEndpoints.home, { query: { limit } })).document,
  user: (id) => orNull(() => callApi(userEndpoints.get, { query: { id } })),
  // The page's query string, validated here as the API would (its one refusal, a too long `wd`, says why in Chinese).
  search: async (query) => {
    const parsed = searchQuerySchema.safeParse(query);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "");
    return callApi(searchEndpoints.search, { query: parsed.data });
  },
  article: (key) => orNull(() => callApi(articleEndpoints.get, { query: /^\d+$/.test(key) ? { id: Number(key) } : { identifier: key } })),
  articleList: async (query) => {
    const reply = await callApi(articleEndpoints.list, { query });
    return { total: reply.total, article: reply.article ?? [] };
  },
  relatedArticles: async (id) => (await callApi(articleEndpoints.related, { query: { id } })).article ?? [],
  // Enabled ones only, also for a member who may manage banners (the list then answers every banner).
  banners: async () => publicBannersSchema.parse((await callApi(bannerEndpoints.list, { query: { type: [BannerType.website], enable: [true] } })).banner),
};
