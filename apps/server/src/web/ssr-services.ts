import { articleListQuerySchema, documentListQuerySchema, searchQuerySchema, type ArticleListItem, type DocumentListItem, type SsrServices } from "@wenku/contract";
import type { AppContext } from "../context.js";
import { AppError, badRequest, unauthorized } from "../http/errors.js";
import { describeZodError } from "../http/register.js";
import { getArticle } from "../modules/articles/get-article.js";
import { listArticles } from "../modules/articles/list-articles.js";
import { relatedArticles } from "../modules/articles/related-articles.js";
import { actorFor } from "../modules/session/actor.js";
import { enabledCategories } from "../modules/category/list-categories.js";
import { getDocument } from "../modules/documents/get-document.js";
import { homeDocuments } from "../modules/documents/home-documents.js";
import { listDocuments } from "../modules/documents/list-documents.js";
import { enabledFriendlinks } from "../modules/friendlink/list-friendlinks.js";
import { enabledNavigationTree } from "../modules/navigation/navigation-tree.js";
import { listPageUrls } from "../modules/pages/list-page-urls.js";
import { relatedDocuments } from "../modules/search/query/related-documents.js";
import { searchWithOutcome } from "../modules/search/query/run-search.js";
import { loadPublicSettings } from "../modules/settings/public-settings.js";
import { siteIsGated } from "../modules/settings/site-gated.js";
import { getUser } from "../modules/users/get-user.js";
import { websiteBanners } from "../modules/banners/list-banners.js";
import type { RenderTrace } from "./render-trace.js";
import type { SsrDataCache } from "./ssr-data-cache.js";

/**
 * The data functions server-rendered pages load through: the same service functions the API calls, always with
 * the anonymous view. What a render does that must happen on every request of its page (a document view, a
 * search to log) is noted in `trace`, so that the page may come from the page cache. On a closed or login-only
 * site every data member refuses, as the API does for strangers. Each capability adds its members here. With
 * `cache`, the site data every render shares (the same for every page of a moment) comes from it.
 */
export function createSsrServices(ctx: AppContext, trace: RenderTrace, cache?: SsrDataCache): SsrServices {
  const stranger = actorFor(ctx, null);
  const shared = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load) : load());
  const documentTotals = cache && ((key: string, count: () => Promise<number>) => cache.total(`documents:${key}`, count));
  let gated: Promise<boolean> | undefined;
  const open = async <T>(load: () => Promise<T>): Promise<T> => {
    if (await (gated ??= siteIsGated(ctx))) throw unauthorized();
    return load();
  };
  return {
    async ping() {
      return { name: await ctx.settings.get("system", "sitename") };
    },
    settings: () => loadPublicSettings(ctx),
    navigation: () => open(() => shared("navigation", () => enabledNavigationTree(ctx))),
    categories: () => open(() => shared("categories", () => enabledCategories(ctx))),
    friendlinks: () => open(() => shared("friendlinks", () => enabledFriendlinks(ctx))),
    document: (uuidOrId) =>
      open(async () => {
        const found = await orNullWhenNotFound(() => getDocument(ctx, stranger, { ...documentKey(uuidOrId), withAuthor: true, countView: false }));
        if (found) trace.documentId = found.id;
        return found;
      }),
    documentPages: (id, from, size) => open(() => orNullWhenNotFound(() => listPageUrls(ctx, stranger, id, from, size))),
    // Rows hold the asked fields and the attached members, the caller's projection.
    documentList: (query) =>
      open(() =>
        shared(`documentList:${JSON.stringify(query)}`, () =>
          listDocuments(ctx, stranger, { ...documentListQuerySchema.parse({}), ...query }, { total: documentTotals }) as Promise<{ total?: number; document: DocumentListItem[] }>,
        ),
      ),
    relatedDocuments: (id) => open(() => relatedDocuments(ctx, id)),
    homeDocuments: (limit) => open(() => shared(`homeDocuments:${limit}`, () => homeDocuments(ctx, limit, []))),
    user: (id) => open(() => orNullWhenNotFound(() => getUser(ctx, stranger, id))),
    article: (key) =>
      open(async () => {
        const found = await orNullWhenNotFound(() => getArticle(ctx, stranger, { ...articleKey(key), countView: false }));
        if (found?.id) trace.articleId = found.id;
        return found;
      }),
    // Rows hold the asked fields and the attached members, the caller's projection.
    articleList: (query) =>
      open(() =>
        shared(`articleList:${JSON.stringify(query)}`, () =>
          listArticles(ctx, stranger, { ...articleListQuerySchema.parse({}), ...query }) as Promise<{ total?: number; article: ArticleListItem[] }>,
        ),
      ),
    relatedArticles: (id) => open(() => relatedArticles(ctx, { id })),
    banners: () => open(() => shared("banners", () => websiteBanners(ctx))),
    search: (rawQuery) =>
      open(async () => {
        const parsed = searchQuerySchema.safeParse(rawQuery);
        if (!parsed.success) throw badRequest(describeZodError(parsed.error));
        const { reply, outcome } = await searchWithOutcome(ctx, parsed.data, "document");
        trace.search = outcome;
        return reply;
      }),
  };
}

/** "/document/<uuid>" names a document by its 16-hex uuid; a plain number is its id. */
function documentKey(uuidOrId: string): { id?: number; uuid?: string } {
  return /^\d{1,15}$/.test(uuidOrId) ? { id: Number(uuidOrId) } : { uuid: uuidOrId };
}

/** "/article/<identifier>"; a plain number is an article id (identifiers are never all digits). */
function articleKey(idOrIdentifier: string): { id?: number; identifier?: string } {
  return /^\d{1,15}$/.test(idOrIdentifier) ? { id: Number(idOrIdentifier) } : { identifier: idOrIdentifier };
}

async function orNullWhenNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
