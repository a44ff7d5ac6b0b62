import type { ArticleCreateInput, ArticleView } from "@wenku/contract";
import type { SiteCategory } from "../../../lib/site-types";
import { categoryChain, deepestCategory } from "../../../shared/category-path";

/** The fields of the article form; `identifier`, `author` and `is_recommend` are the back office's only. */
export interface ArticleFormValues {
  title: string;
  category?: number;
  keywords: string;
  description: string;
  content: string;
  identifier?: string;
  author?: string;
  is_recommend?: boolean;
}

/**
 * The form filled from an article being edited (its Markdown source), or empty for a new one. With `ownRevision`,
 * the author's edit waiting for review (or refused) is what they go on editing.
 */
export function formValuesOf(article: ArticleView | null, ownRevision = false): ArticleFormValues {
  const revision = ownRevision ? article?.revision : undefined;
  if (article && revision?.markdown !== undefined) {
    return {
      ...formValuesOf(article),
      title: revision.title,
      category: revision.category_id?.at(-1),
      keywords: revision.keywords ?? "",
      description: revision.description ?? "",
      content: revision.markdown,
    };
  }
  if (!article) return { title: "", keywords: "", description: "", content: "", identifier: "", author: "", is_recommend: false };
  return {
    title: article.title,
    category: deepestCategory(article.category)?.id,
    keywords: article.keywords,
    description: article.description,
    content: article.markdown ?? "",
    identifier: article.identifier,
    author: article.author,
    is_recommend: article.is_recommend,
  };
}

/**
 * What POST/PUT /api/v1/article receive: the chosen category with its ancestors (root first), as documents are
 * filed; the back-office fields only from the back office.
 */
export function articleInput(values: ArticleFormValues, categories: readonly SiteCategory[], backOffice: boolean): ArticleCreateInput {
  return {
    title: values.title.trim(),
    content: values.content,
    keywords: values.keywords.trim(),
    description: values.description.trim(),
    category_id: values.category ? categoryChain(categories, values.category).map((c) => c.id) : [],
    ...(backOffice ? { identifier: values.identifier?.trim() ?? "", author: values.author?.trim() ?? "", is_recommend: Boolean(values.is_recommend) } : {}),
  };
}
