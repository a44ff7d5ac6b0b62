import { z } from "zod";
import { bInt, bIntArray, qBool, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { hasHiddenCharacters } from "../rules/visible-text.js";
import { bId } from "./site.js";
import { projectableList } from "./projection.js";
import { userPublicSchema } from "./user.js";

/**
 * Comments on documents and articles (api-contract §2 Comment, §4.5). The text is plain text; the server also
 * sends `content_html`, the text escaped into inert HTML (line breaks, http(s) links), which the web shows.
 */
const int = z.number().int();
const text = z.string();

/** What a comment, favorite or report is about (api-contract §8: Comment/Favorite.type). */
export const ItemType = { document: 0, article: 1 } as const;
export type ItemTypeValue = (typeof ItemType)[keyof typeof ItemType];
export const itemTypes: readonly number[] = [ItemType.document, ItemType.article];

/** Comment.status (api-contract §8). */
export const CommentStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const commentStatusNames: Record<number, string> = { 0: "待审核", 1: "已通过", 2: "已拒绝" };

export const commentContentMaxLength = 2000;

export const commentMessages = {
  contentRequired: "请输入评论内容",
  contentTooLong: `评论内容不能超过${commentContentMaxLength}个字符`,
  contentHidden: "评论内容不能包含不可见字符或控制字符",
  typeUnsupported: "不支持的评论类型",
  statusUnsupported: "不支持的评论状态",
  idsRequired: "请选择评论",
  notFound: "评论不存在",
  notFoundOrForbidden: "评论不存在或没有权限",
  parentNotFound: "回复的评论不存在",
  punished: "您已被禁止评论",
  notAllowed: "您所在的用户组没有评论权限",
  tooFrequent: (seconds: number) => `评论太频繁了，请${seconds}秒后再试`,
  posted: "评论成功",
  postedPending: "评论成功，审核通过后将对所有人显示",
  articleNotFound: "文章不存在",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

/** A comment as the API shows it (a list asked for some `field`s sends those only, see commentListReplies). */
export const commentSchema = z.object({
  id: int,
  /** the comment answered, 0 for a top-level comment */
  parent_id: int,
  /** the text as written */
  content: text,
  /** the text as inert HTML: escaped, line breaks as <br>, http(s) addresses as links */
  content_html: text,
  /** the document id, or the article id when type is 1 */
  document_id: int,
  /** 0 pending, 1 approved, 2 rejected */
  status: int,
  /** approved direct replies */
  comment_count: int,
  user_id: int,
  /** absent when the author's account is gone */
  user: userPublicSchema.optional(),
  /** the commented document's or article's title */
  document_title: text,
  /** document uuid or article identifier */
  document_uuid: text,
  /** 0 document, 1 article */
  type: int,
  created_at: text,
  updated_at: text,
});
export type CommentView = z.infer<typeof commentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests

const commentContent = () =>
  z
    .string({ error: commentMessages.contentRequired })
    .normalize("NFC")
    .trim()
    .min(1, commentMessages.contentRequired)
    .max(commentContentMaxLength, commentMessages.contentTooLong)
    .refine((v) => !hasHiddenCharacters(v, { multiline: true }), commentMessages.contentHidden);

const itemType = () => bInt().refine((t) => itemTypes.includes(t), commentMessages.typeUnsupported);
const commentStatus = () => bInt().refine((s) => s >= 0 && s <= 2, commentMessages.statusUnsupported);
const captchaText = () => z.string().max(200).optional().default("");

export const commentCreateBodySchema = z.object({
  /** the document id, or the article id when type is 1 */
  document_id: bId("请指定评论的文档或文章"),
  parent_id: bInt().refine((n) => n >= 0, commentMessages.parentNotFound).optional().default(0),
  content: commentContent(),
  captcha_id: captchaText(),
  captcha: captchaText(),
  type: itemType().optional().default(ItemType.document),
});
export type CommentCreateBody = z.output<typeof commentCreateBodySchema>;

export const commentUpdateBodySchema = z.object({
  id: bId("请指定评论"),
  content: commentContent().optional(),
  status: commentStatus().optional(),
});

export const commentCheckBodySchema = z.object({
  id: bIntArray().pipe(z.array(int).min(1, commentMessages.idsRequired)),
  status: commentStatus(),
});

export const commentIdsQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, commentMessages.idsRequired)) });
export const commentGetQuerySchema = z.object({ id: qInt() });

/**
 * With `document_id` (and `type`), the comments of one item; without `size` all of them, as the established
 * client expects. `wd` applies to administrators only.
 */
export const commentListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(),
  wd: qString(),
  field: qStringArray(),
  /** "<column> [asc|desc]" */
  order: qString(),
  status: qIntArray(),
  document_id: qInt(),
  user_id: qInt(),
  parent_id: qIntArray(),
  with_document_title: qBool(),
  type: qIntArray(),
});
export type CommentListQuery = z.output<typeof commentListQuerySchema>;
export const commentListReplies = projectableList("comment", commentSchema, { total: int });
export const commentListReplySchema = commentListReplies.reply;
