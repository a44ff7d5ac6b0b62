import { articleMessages, type ArticleView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { toPublicUser } from "../users/user-view.js";
import { canManageArticles, findArticle, isPublic, isVisibleTo } from "./article-access.js";
import { findArticleRevision, toArticleRevisionView } from "./article-revision.js";
import { loadArticleCategories, toArticleView } from "./article-view.js";
import { countArticleView } from "./view-counter.js";

export interface GetArticleInput {
  id?: number;
  identifier?: string;
  /** False: the caller counts the view itself (server-rendered pages count each request, also from the page cache). */
  countView?: boolean;
}

/**
 * One article with its HTML, categories and poster: 404 "文章不存在" when unknown, 404 "文章不存在或没有权限查看"
 * when pending or rejected and the caller is neither its author nor an administrator (deleted: administrators
 * only). The Markdown source, and the author's edit waiting for review (`revision`), come back to the author and
 * administrators, for editing. A view of a published
 * article counts unless `countView` is false.
 */
export async function getArticle(ctx: AppContext, actor: Actor, input: GetArticleInput): Promise<ArticleView> {
  const db = ctx.db.kysely;
  const row = await findArticle(db, input);
  if (!row) throw notFound(articleMessages.notFound);
  const userId = actor.user ? Number(actor.user.id) : undefined;
  const isManager = await canManageArticles(actor);
  if (!isVisibleTo(row, userId, isManager)) throw notFound(articleMessages.notFoundOrForbidden);
  const id = Number(row.id);
  let viewCount = Number(row.view_count);
  if (input.countView !== false && isPublic(row)) {
    countArticleView(ctx, id);
    viewCount += 1;
  }
  const categories = (await loadArticleCategories(db, [id])).get(id) ?? [];
  const poster = await db.selectFrom("user").selectAll().where("id", "=", row.user_id).executeTakeFirst();
  const editable = isManager || (userId !== undefined && userId === Number(row.user_id));
  const revision = editable ? await findArticleRevision(db, id) : undefined;
  return {
    ...toArticleView(row),
    view_count: viewCount,
    content: row.content,
    ...(editable ? { markdown: row.markdown } : {}),
    category_id: categories.map((c) => c.id),
    category: categories,
    username: poster?.username ?? "",
    ...(poster ? { user: toPublicUser(poster) } : {}),
    ...(revision ? { revision: toArticleRevisionView(revision, true) } : {}),
  };
}
