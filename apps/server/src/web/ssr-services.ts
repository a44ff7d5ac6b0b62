import { documentListQuerySchema, searchQuerySchema, type SsrServices } from "@wenku/contract";
import type { AppContext } from "../context.js";
import { AppError, badRequest } from "../http/errors.js";
import { actorFor } from "../modules/auth/actor.js";
import { getDocument } from "../modules/documents/get-document.js";
import { homeDocuments } from "../modules/documents/home-documents.js";
import { listDocuments } from "../modules/documents/list-documents.js";
import { listPageUrls } from "../modules/pages/list-page-urls.js";
import { relatedDocuments } from "../modules/search/query/related-documents.js";
import { getUser } from "../modules/users/get-user.js";
import { enabledCategories } from "../modules/category/list-categories.js";
import { enabledFriendlinks } from "../modules/friendlink/list-friendlinks.js";
import { enabledNavigationTree } from "../modules/navigation/navigation-tree.js";
import { loadPublicSettings } from "../modules/settings/public-settings.js";
import { runSearch } from "../modules/search/query/run-search.js";
import { describeZodError } from "../http/register.js";

/**
 * The data functions server-rendered pages load through: the same service functions the API calls,
 * always with the anonymous view. Each capability adds its members here.
 */
export function createSsrServices(ctx: AppContext): SsrServices {
  return {
    async ping() {
      return { name: await ctx.settings.get("system", "sitename") };
    },
    settings: () => loadPublicSettings(ctx),
    navigation: () => enabledNavigationTree(ctx),
    categories: () => enabledCategories(ctx),
    friendlinks: () => enabledFriendlinks(ctx),
    document: (uuidOrId) =>
      orNullWhenNotFound(() => getDocument(ctx, stranger(ctx), { ...documentKey(uuidOrId), withAuthor: true })),
    documentPages: (id, from, size) => orNullWhenNotFound(() => listPageUrls(ctx, stranger(ctx), id, from, size)),
    documentList: (query) => listDocuments(ctx, stranger(ctx), { ...documentListQuerySchema.parse({}), ...query }),
    relatedDocuments: (id) => relatedDocuments(ctx, id),
    homeDocuments: (limit) => homeDocuments(ctx, limit, []),
    user: (id) => orNullWhenNotFound(() => getUser(ctx, stranger(ctx), id)),
    async search(rawQuery, client) {
      const parsed = searchQuerySchema.safeParse(rawQuery);
      if (!parsed.success) throw badRequest(describeZodError(parsed.error));
      // The page never calls the API, so its searches are logged here, once.
      return runSearch(ctx, parsed.data, { userId: 0, ip: client.ip, userAgent: client.userAgent }, "document");
    },
  };
}

const stranger = (ctx: AppContext) => actorFor(ctx, null);

/** "/document/<uuid>" names a document by its 16-hex uuid; a plain number is its id. */
function documentKey(uuidOrId: string): { id?: number; uuid?: string } {
  return /^\d{1,15}$/.test(uuidOrId) ? { id: Number(uuidOrId) } : { uuid: uuidOrId };
}

async function orNullWhenNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
