import { articleEndpoints, ArticleStatus, articleMessages, type ArticleUpdateBody } from "@wenku/contract";
import type { Updateable } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { forbidden } from "../../http/errors.js";
import { isLive } from "../../db/list-query.js";
import type { Actor } from "../session/actor.js";
import { findArticle } from "./article-access.js";
import { requireArticleCategories, replaceArticleCategories } from "./article-categories.js";
import { categoriesOfArticles, recountForArticles } from "./article-counters.js";
import { memberRenderer } from "../../markdown/render-pool.js";
import { descriptionFromText, renderArticleBody, storedArticleText } from "./article-body.js";
import { refuseTakenIdentifier, withIdentifierConflict } from "./identifier.js";
import { initialArticleStatus, requirePublishCapability } from "./publish-rules.js";
import { submitArticleRevision } from "./submit-article-revision.js";
import type { ArticleTable } from "./tables.js";


/**
 * PUT /api/v1/article: fields left out keep their value. Authors edit their own articles (while allowed to post);
 * holders of the update permission edit any, and alone set the identifier and the recommendation. When an author
 * edits, a rejected or pending article goes back to pending; a published one stays online as it is and the edit
 * waits for review as its revision if their groups need approval (the reply says `revision_pending`).
 * An empty description is made from the text.
 */
export async function updateArticle(ctx: AppContext, actor: Actor, body: ArticleUpdateBody): Promise<{ revision_pending?: boolean }> {
  const db = ctx.db.kysely;
  const privileged = await actor.holds(articleEndpoints.update);
  const userId = Number(actor.requireUser().id);
  const row = await findArticle(db, { id: body.id });
  if (!row || !isLive(row) || (!privileged && Number(row.user_id) !== userId)) throw forbidden(articleMessages.editForbidden);
  if (!privileged) await requirePublishCapability(ctx, actor);
  const start = privileged ? ArticleStatus.published : await initialArticleStatus(ctx, actor);
  if (!privileged && row.status === ArticleStatus.published && start === ArticleStatus.pending) {
    await submitArticleRevision(ctx, row, userId, body);
    return { revision_pending: true };
  }

  const now = nowIso();
  const changes: Updateable<ArticleTable> = { updated_at: now };
  if (body.title !== undefined) changes.title = body.title;
  if (body.keywords !== undefined) changes.keywords = body.keywords;
  if (body.author !== undefined) changes.author = body.author;
  const rendered = body.content === undefined ? undefined : await renderArticleBody(body.content, memberRenderer(userId));
  if (rendered) {
    changes.markdown = rendered.markdown;
    changes.content = rendered.content;
  }
  const previousText = () => storedArticleText(row.markdown, memberRenderer(userId));
  if (body.description !== undefined) changes.description = body.description || descriptionFromText(rendered ? rendered.text : await previousText());
  // A description made from the text follows the text; one the author wrote stays.
  else if (rendered && row.description === descriptionFromText(await previousText())) changes.description = descriptionFromText(rendered.text);
  if (privileged && body.identifier) {
    await refuseTakenIdentifier(db, body.identifier, Number(row.id));
    changes.identifier = body.identifier;
  }
  if (privileged && body.is_recommend !== undefined) changes.recommend_at = body.is_recommend ? (row.recommend_at ?? now) : null;
  if (!privileged) {
    if (row.status === ArticleStatus.rejected || start === ArticleStatus.pending) {
      changes.status = ArticleStatus.pending;
      changes.reject_reason = "";
    }
  }
  const categories = body.category_id === undefined ? undefined : await requireArticleCategories(db, body.category_id);

  await withIdentifierConflict(() =>
    db.transaction().execute(async (trx) => {
      const previous = await categoriesOfArticles(trx, [Number(row.id)]);
      await trx.updateTable("article").set(changes).where("id", "=", row.id).execute();
      if (categories) await replaceArticleCategories(trx, [Number(row.id)], categories);
      // An author's direct edit supersedes an edit left from when the article was published.
      if (!privileged) await trx.deleteFrom("article_revision").where("article_id", "=", row.id).execute();
      await recountForArticles(trx, [Number(row.id)], previous);
    }),
  );
  await ctx.events.emit("article.changed", { articleId: Number(row.id) });
  return {};
}
