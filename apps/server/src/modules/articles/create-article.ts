import { articleEndpoints, type ArticleCreateBody, type ArticleView } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Actor } from "../session/actor.js";
import { keywordsFromTitle } from "../documents/keywords.js";
import { requireArticleCategories, replaceArticleCategories } from "./article-categories.js";
import { recountForArticles } from "./article-counters.js";
import { memberRenderer } from "../../markdown/render-pool.js";
import { descriptionFromText, renderArticleBody } from "./article-body.js";
import { generateIdentifier, refuseTakenIdentifier, withIdentifierConflict } from "./identifier.js";
import { getArticle } from "./get-article.js";
import { initialArticleStatus, requirePublishCapability } from "./publish-rules.js";

/**
 * POST /api/v1/article: a post by a member allowed to publish (group flag, no punishment 6), published or pending
 * per their groups' approval flag. The identifier and the recommendation are taken from holders of the create
 * permission only; everyone else gets a generated identifier. Keywords default to the title's words. The Markdown is
 * rendered and sanitized once, here.
 */
export async function createArticle(ctx: AppContext, actor: Actor, body: ArticleCreateBody): Promise<ArticleView> {
  await requirePublishCapability(ctx, actor);
  const userId = Number(actor.requireUser().id);
  const privileged = await actor.holds(articleEndpoints.create);
  const db = ctx.db.kysely;
  const categories = await requireArticleCategories(db, body.category_id);
  const identifier = privileged && body.identifier ? body.identifier : generateIdentifier();
  if (privileged && body.identifier) await refuseTakenIdentifier(db, identifier);
  const status = await initialArticleStatus(ctx, actor);
  const rendered = await renderArticleBody(body.content, memberRenderer(userId));
  const now = nowIso();
  const id = await withIdentifierConflict(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("article")
        .values({
          identifier,
          user_id: userId,
          author: body.author,
          title: body.title,
          keywords: body.keywords || keywordsFromTitle(body.title),
          description: body.description || descriptionFromText(rendered.text),
          markdown: rendered.markdown,
          content: rendered.content,
          status,
          recommend_at: privileged && body.is_recommend ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const articleId = Number(row.id);
      await replaceArticleCategories(trx, [articleId], categories);
      await recountForArticles(trx, [articleId]);
      return articleId;
    }),
  );
  await ctx.events.emit("article.changed", { articleId: id });
  return getArticle(ctx, actor, { id, countView: false });
}
