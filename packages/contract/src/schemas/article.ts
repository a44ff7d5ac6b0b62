import type { ApiInput } from "../api/api-route.js";
import { z } from "zod";
import { bBool, bIntArray, pageQuery, qBoolArray, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { visibleTitle } from "./safe-values.js";
import { bId } from "./site.js";
import { userPublicSchema } from "./user.js";
import { projectableList } from "./projection.js";
import { articleRevisionSchema, revisionStatusQuery } from "./revision.js";

/**
 * Articles: the CMS of api-contract §4.3, user posts and the site's single pages (/article/about, …).
 * `content` is written as Markdown (GitHub-flavoured, `$…$` / `$$…$$` math, raw HTML allowed) and read back as the
 * sanitized HTML the server rendered from it; the Markdown source comes back as `markdown` on GET /article.
 */
const int = z.number().int();
const text = z.string();

/** Article.status (api-contract §8). */
export const ArticleStatus = { pending: 0, published: 1, rejected: 2 } as const;
export type ArticleStatusValue = (typeof ArticleStatus)[keyof typeof ArticleStatus];
export const articleStatusNames: Record<number, string> = { 0: "待审核", 1: "已发布", 2: "已拒绝" };

/** Messages of the article APIs; those the specification fixes are verbatim. */
export const articleMessages = {
  notFound: "文章不存在",
  notFoundOrForbidden: "文章不存在或没有权限查看",
  identifierExists: "文章标识符已存在",
  identifierInvalid: "文章标识符只能包含小写字母、数字、下划线和短横线，且不能全是数字",
  titleRequired: "请输入文章标题",
  titleTooLong: "文章标题不能超过255个字符",
  contentRequired: "请输入文章内容",
  contentTooLong: "文章内容不能超过200000个字符",
  keywordsTooLong: "关键词不能超过255个字符",
  descriptionTooLong: "文章摘要不能超过1024个字符",
  authorTooLong: "作者不能超过64个字符",
  categoryNotFound: "文章分类不存在",
  idsRequired: "请选择文章",
  categoryIdsRequired: "文章ID和分类ID均不能为空",
  statusUnsupported: "不支持的文章状态",
  rejectReasonTooLong: "拒绝原因不能超过1024个字符",
  publishForbidden: "您没有发布文章的权限",
  publishPunished: "您已被禁止发布文章",
  editForbidden: "文章不存在或没有权限",
} as const;

/** Longest Markdown source accepted for one article. */
export const articleContentMaxLength = 200_000;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export const articleCategoryRefSchema = z.object({ id: int, title: text, parent_id: int });
/** The poster as lists show it. */
export const articlePosterSchema = userPublicSchema.pick({ id: true, username: true, avatar: true });

/** An article's own columns, as every reply shows them. */
const articleColumns = {
  id: int,
  /** URL slug: /article/<identifier> */
  identifier: text,
  author: text,
  user_id: int,
  title: text,
  keywords: text,
  description: text,
  view_count: int,
  favorite_count: int,
  comment_count: int,
  /** 0 pending, 1 published, 2 rejected */
  status: int,
  reject_reason: text,
  recommend_at: text.optional(),
  is_recommend: z.boolean(),
  created_at: text,
  updated_at: text,
  deleted_at: text.optional(),
  category_id: z.array(int),
  category: z.array(articleCategoryRefSchema),
  /** the poster's name, "" when the account is gone */
  username: text,
  /** the author's edit waiting for review (author and reviewers only; lists without the body) */
  revision: articleRevisionSchema.optional(),
};

/** An article in a list (no body); a list asked for some `field`s sends those only (see articleListReplies). */
export const articleListItemSchema = z.object({ ...articleColumns, user: articlePosterSchema });
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** Members a list row keeps whatever `field` asks for. */
export const articleAlwaysAttached = ["id", "identifier", "category_id", "category", "user", "username", "revision"] as const;

/** GET /api/v1/article: one article with its body. */
export const articleSchema = z.object({
  ...articleColumns,
  /** sanitized HTML rendered from the Markdown source */
  content: text,
  /** the Markdown source, for its author and administrators */
  markdown: text.optional(),
  /** the poster's public profile, absent when the account is gone */
  user: userPublicSchema.optional(),
});
export type ArticleView = z.infer<typeof articleSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Fields people write

const bText = (max: number, message: string) => z.string().trim().max(max, message);

/** Lower-case letters, digits, "_" and "-", 1–64 long, not only digits (numbers are article ids). */
export const articleIdentifierPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export function isArticleIdentifier(value: string): boolean {
  return articleIdentifierPattern.test(value) && !/^\d+$/.test(value);
}

export const articleTitleField = () =>
  visibleTitle("文章标题", 255, { missing: articleMessages.titleRequired, tooLong: articleMessages.titleTooLong });

const fields = {
  title: articleTitleField(),
  content: z
    .string({ error: articleMessages.contentRequired })
    .max(articleContentMaxLength, articleMessages.contentTooLong)
    .refine((v) => v.trim() !== "", articleMessages.contentRequired),
  keywords: bText(255, articleMessages.keywordsTooLong),
  description: bText(1024, articleMessages.descriptionTooLong),
  author: bText(64, articleMessages.authorTooLong),
  category_id: bIntArray(),
  /** with the permission only; empty = generated */
  identifier: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || isArticleIdentifier(v), articleMessages.identifierInvalid),
  /** with the permission only */
  is_recommend: bBool(),
};

/** POST /api/v1/article. Unknown fields (status, counters, …) are ignored. */
export const articleCreateBodySchema = z.object({
  title: fields.title,
  content: fields.content,
  keywords: fields.keywords.optional().default(""),
  description: fields.description.optional().default(""),
  author: fields.author.optional().default(""),
  category_id: fields.category_id.optional().default([]),
  identifier: fields.identifier.optional().default(""),
  is_recommend: fields.is_recommend.optional().default(false),
});
export type ArticleCreateBody = z.output<typeof articleCreateBodySchema>;
export type ArticleCreateInput = ApiInput<typeof articleCreateBodySchema>;

/** PUT /api/v1/article: fields left out keep their value. */
export const articleUpdateBodySchema = z.object({
  id: bId("请指定要修改的文章"),
  title: fields.title.optional(),
  content: fields.content.optional(),
  keywords: fields.keywords.optional(),
  description: fields.description.optional(),
  author: fields.author.optional(),
  category_id: fields.category_id.optional(),
  identifier: fields.identifier.optional(),
  is_recommend: fields.is_recommend.optional(),
});
export type ArticleUpdateBody = z.output<typeof articleUpdateBodySchema>;
export type ArticleUpdateInput = ApiInput<typeof articleUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** GET /api/v1/article: by `id` or by `identifier`. */
export const articleGetQuerySchema = z.object({ id: qInt(), identifier: qString() });

export const articleListQuerySchema = z.object({
  ...pageQuery,
  /** keyword in title, keywords and description; administrators and one's own list only */
  wd: qString(),
  field: qStringArray(),
  /** "<column> [asc|desc]": id, view_count, favorite_count, comment_count, recommend_at, created_at, updated_at */
  order: qString(),
  sort: qString(),
  category_id: qIntArray(),
  is_recommend: qBoolArray(),
  /**
   * The site's single pages (关于我们, 文库协议… the footer links to; they belong to no user): [true] only them,
   * [false] none of them, both or none: any. Administrators only; everyone else never gets them in a list.
   */
  single_page: qBoolArray(),
  /** administrators and one's own list only; the public sees published articles */
  status: qIntArray(),
  user_id: qIntArray(),
  /** administrators and one's own list only: articles with an edit in review (0) or rejected (2) */
  revision_status: revisionStatusQuery(),
  /** [start, end] */
  created_at: qStringArray(),
  /** > 0: at most this many, without a total (home page, side bars) */
  limit: qInt(0),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
export const articleListReplies = projectableList("article", articleListItemSchema, { total: int.optional() });
export const articleListReplySchema = articleListReplies.reply;
export type ArticleListReply = z.infer<typeof articleListReplySchema>;

/** GET /api/v1/article/recycle/list */
export const articleRecycleQuerySchema = articleListQuerySchema.pick({
  page: true, size: true, wd: true, field: true, category_id: true, user_id: true, status: true,
});

/** GET /api/v1/article/related: at most 10 published articles. */
export const articleRelatedQuerySchema = articleGetQuerySchema;
export const articleRelatedReplySchema = z.object({ article: z.array(articleListItemSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Changing articles

const articleIds = () => bIntArray().pipe(z.array(int).min(1, articleMessages.idsRequired));

export const articleIdsQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, articleMessages.idsRequired)) });
export const articleIdsBodySchema = z.object({ id: articleIds() });

/** PUT /api/v1/article/category: replaces the categories of the articles. */
export const articleCategoryBodySchema = z.object({
  article_id: bIntArray().pipe(z.array(int).min(1, articleMessages.categoryIdsRequired)),
  category_id: bIntArray().pipe(z.array(int).min(1, articleMessages.categoryIdsRequired)),
});

/** PUT /api/v1/article/recommend */
export const articleRecommendBodySchema = z.object({ article_id: articleIds(), is_recommend: bBool().default(true) });

/** PUT /api/v1/article/check: 0 back to pending, 1 publish, 2 reject (with a reason). */
export const articleCheckBodySchema = z
  .object({
    article_id: articleIds(),
    status: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
      z.number({ error: articleMessages.statusUnsupported }).int().refine((s) => s >= 0 && s <= 2, articleMessages.statusUnsupported),
    ),
    /** the established client's spelling */
    rejeact_reason: bText(1024, articleMessages.rejectReasonTooLong).optional(),
    reject_reason: bText(1024, articleMessages.rejectReasonTooLong).optional(),
  })
  .transform(({ rejeact_reason, reject_reason, ...rest }) => ({ ...rest, reject_reason: reject_reason || rejeact_reason || "" }));
export type ArticleCheckBody = z.output<typeof articleCheckBodySchema>;

export const articleEmptyReplySchema = z.object({});
