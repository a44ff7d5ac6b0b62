import {
  buildNavigationTree, CategoryType, publicSettingsSchema, type Category, type DocumentView, type Friendlink, type Navigation,
  type SearchReply, type SsrDocumentPages, type SsrHomeBucket, type SsrRelatedDocument, type SsrServices, type UserPublic,
} from "@wenku/contract";
import type { BannerPublic } from "@wenku/contract";
import type { ArticleView } from "@wenku/contract";
import { api, ApiError, type Query } from "./api-client";

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
  ping: () => api.get<{ name: string }>("/api/v1/ping"),
  settings: async () => publicSettingsSchema.parse(await api.get("/api/v1/settings")),
  navigation: async () => {
    const reply = await api.get<{ navigation?: Navigation[] }>("/api/v1/navigation/list", { page: 1, size: 10_000 });
    return buildNavigationTree((reply.navigation ?? []).filter((item) => item.enable));
  },
  categories: async () =>
    (await api.get<{ category?: Category[] }>("/api/v1/category/list", { type: [CategoryType.document, CategoryType.article], enable: true })).category ?? [],
  friendlinks: async () => (await api.get<{ friendlink?: Friendlink[] }>("/api/v1/friendlink/list", { enable: true })).friendlink ?? [],
  document: (uuidOrId) =>
    orNull(() => api.get<DocumentView>("/api/v1/document", { ...(/^\d+$/.test(uuidOrId) ? { id: uuidOrId } : { uuid: uuidOrId }), with_author: true })),
  documentPages: (id, from, size) => orNull(() => api.get<SsrDocumentPages>("/api/v1/document/pages", { id, from, size })),
  documentList: async (query) => {
    const reply = await api.get<{ total?: number; document?: DocumentView[] }>("/api/v1/document/list", query as Query);
    return { total: reply.total, document: reply.document ?? [] };
  },
  relatedDocuments: async (id) => (await api.get<{ document?: SsrRelatedDocument[] }>("/api/v1/document/related", { id })).document ?? [],
  homeDocuments: async (limit) => (await api.get<{ document?: SsrHomeBucket[] }>("/api/v1/document/home", { limit })).document ?? [],
  user: (id) => orNull(() => api.get<UserPublic>("/api/v1/user", { id })),
  search: (query) => api.get<SearchReply>("/api/v1/search", query),
  article: (key) => orNull(() => api.get<ArticleView>("/api/v1/article", /^\d+$/.test(key) ? { id: key } : { identifier: key })),
  articleList: async (query) => {
    const reply = await api.get<{ total?: number; article?: ArticleView[] }>("/api/v1/article/list", query as Query);
    return { total: reply.total, article: reply.article ?? [] };
  },
  relatedArticles: async (id) => (await api.get<{ article?: ArticleView[] }>("/api/v1/article/related", { id })).article ?? [],
  banners: async () => (await api.get<{ banner?: BannerPublic[] }>("/api/v1/banner/list", { type: 0 })).banner ?? [],
};
