import type { ArticleUpdateBody } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { memberRenderer } from "../../markdown/render-pool.js";
import type { ArticleRow } from "./article-access.js";
import { descriptionFromText, renderArticleBody, storedArticleText } from "./article-body.js";
import { requireArticleCategories } from "./article-categories.js";
import { categoriesOfArticles } from "./article-counters.js";
import { findArticleRevision, joinIds, savePendingArticleRevision } from "./article-revision.js";

/**
 * An author's edit of a published article while their groups need review: saved as its pending revision (over the
 * earlier revision, if any, so fields left out keep what the author last wrote) and the article stays as it is.
 */
export async function submitArticleRevision(ctx: AppContext, row: ArticleRow, userId: number, body: ArticleUpdateBody): Promise<void> {
  const db = ctx.db.kysely;
  const articleId = Number(row.id);
  const earlier = await findArticleRevision(db, articleId);
  const base = earlier ?? { ...row, category_ids: joinIds(await categoriesOfArticles(db, [articleId])) };
  const categories = body.category_id === undefined ? undefined : await requireArticleCategories(db, body.category_id);
  const rendered = body.content === undefined ? undefined : await renderArticleBody(body.content, memberRenderer(userId));
  const baseText = () => storedArticleText(base.markdown, memberRenderer(userId));

  let description = base.description;
  if (body.description !== undefined) description = body.description || descriptionFromText(rendered ? rendered.text : await baseText());
  // A description made from the text follows the text; one the author wrote stays.
  else if (rendered && base.description === descriptionFromText(await baseText())) description = descriptionFromText(rendered.text);

  await savePendingArticleRevision(
    db,
    {
      article_id: articleId,
      user_id: userId,
      title: body.title ?? base.title,
      keywords: body.keywords ?? base.keywords,
      description,
      author: body.author ?? base.author,
      markdown: rendered ? rendered.markdown : base.markdown,
      content: rendered ? rendered.content : base.content,
      category_ids: categories ? joinIds(categories) : base.category_ids,
    },
    nowIso(),
  );
}
