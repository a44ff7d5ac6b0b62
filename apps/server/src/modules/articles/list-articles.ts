import { articleAlwaysAttached, ArticleStatus, type ArticleListItem, type ArticleListQuery } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import type { Actor } from "../session/actor.js";
import { countRows, pageWindow, parseOrder, pickFields } from "../../db/list-query.js";
import { canManageArticles, type Executor } from "./article-access.js";
import { revisionsOfArticles, toArticleRevisionView } from "./article-revision.js";
import { withDescendantArticleCategories } from "./article-categories.js";
import { filterArticles, sortableArticleColumns } from "./article-filters.js";
import { articleListViews } from "./article-view.js";

/** Members a projected list item keeps whatever `field` asks for. */
export const alwaysAttached = articleAlwaysAttached;

/** Administrators and authors listing their own see which articles have an edit in review or rejected. */
async function attachRevisionSummaries(db: Executor, views: ArticleListItem[]): Promise<void> {
  const revisions = await revisionsOfArticles(db, views.map((v) => Number(v.id)));
  for (const view of views) {
    const revision = revisions.get(Number(view.id));
    if (revision) view.revision = toArticleRevisionView(revision, false);
  }
}

/**
 * The article list (api-contract §4.3), without bodies. Visitors see published articles, 1..50 a page, up to
 * page 100, without keyword search, and never the site's single pages. Administrators, and users listing their own
 * articles (`user_id[0]` = caller), see every status and each article's edit in review (`revision`, without body),
 * may filter by it (`revision_status`) and may search by keyword. `limit` > 0 returns that many without a total.
 */
export async function listArticles(ctx: AppContext, actor: Actor, query: ArticleListQuery): Promise<{ total?: number; article: Array<Partial<ArticleListItem>> }> {
  const callerId = actor.user ? Number(actor.user.id) : undefined;
  const ownList = callerId !== undefined && query.user_id[0] === callerId;
  const wide = ownList || (await canManageArticles(actor));
  const statuses = wide ? query.status : [ArticleStatus.published];
  const filters = {
    deleted: false,
    statuses,
    categoryIds: await withDescendantArticleCategories(ctx.db.kysely, query.category_id),
    userIds: ownList ? [callerId] : query.user_id,
    keyword: wide ? query.wd : undefined,
    recommended: query.is_recommend,
    sitePages: wide ? query.single_page : [false],
    createdAt: query.created_at,
    revisionStatuses: wide ? query.revision_status : [],
  };
  const requestedLimit = query.limit ?? 0;
  const limited = requestedLimit > 0;
  const requestedPage = query.page ?? 1;
  const page = limited ? 1 : wide ? requestedPage : Math.min(requestedPage, 100);
  const size = limited ? requestedLimit : (query.size ?? 10);
  const { limit, offset } = wide ? pageWindow(page, size, { min: 1, max: 1000 }) : pageWindow(page, size, { min: 1, max: 50 });
  const order = parseOrder(query.order || query.sort, sortableArticleColumns, { column: "id", direction: "desc" });

  const base = filterArticles(ctx.db.kysely.selectFrom("article"), filters);
  const rows = await base
    .selectAll("article")
    // Rows without the date last, on both databases (PostgreSQL sorts NULL first when descending).
    .orderBy(sql`article.${sql.ref(order.column)} is null`)
    .orderBy(`article.${order.column}`, order.direction)
    .orderBy("article.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = limited ? undefined : await countRows(base);
  const views = await articleListViews(ctx, rows);
  if (wide) await attachRevisionSummaries(ctx.db.kysely, views);
  return { total, article: views.map((view) => pickFields(view, query.field, alwaysAttached)) };
}
