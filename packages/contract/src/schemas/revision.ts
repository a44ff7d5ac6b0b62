import { z } from "zod";
import { qIntArray } from "../query.js";

/**
 * Pending revisions: the edit of a published article or of a published document's details, made by its author while
 * their groups need review, waits here while the published version stays online. Approval swaps it in; rejection
 * keeps the published version and tells the author why. At most one per item: a new edit replaces it.
 */
export const RevisionStatus = { pending: 0, rejected: 2 } as const;
export const revisionStatusNames: Record<number, string> = { 0: "修改待审核", 2: "修改未通过" };

export const revisionMessages = {
  savedPending: "修改已提交，审核通过后更新（当前版本仍公开）",
  pending: "修改待审核",
  rejected: (reason: string) => (reason ? `修改未通过：${reason}` : "修改未通过"),
} as const;

const int = z.number().int();
const text = z.string();

/** The edited fields of an article waiting for review; only its author and reviewers see them. */
export const articleRevisionSchema = z.object({
  status: int,
  reject_reason: text,
  title: text,
  keywords: text.optional(),
  description: text.optional(),
  author: text.optional(),
  /** sanitized HTML (GET /article only) */
  content: text.optional(),
  /** Markdown source (GET /article only) */
  markdown: text.optional(),
  category_id: z.array(int).optional(),
  created_at: text,
  updated_at: text,
});
export type ArticleRevisionView = z.infer<typeof articleRevisionSchema>;

/** The edited details of a document waiting for review; only its uploader and reviewers see them. */
export const documentRevisionSchema = z.object({
  status: int,
  reject_reason: text,
  title: text,
  keywords: text,
  description: text,
  price: int,
  language: text,
  category_id: z.array(int),
  created_at: text,
  updated_at: text,
});
export type DocumentRevisionView = z.infer<typeof documentRevisionSchema>;

/** The reply of an edit: `revision_pending` when it waits for review and the published version stays online. */
export const editReplySchema = z.object({ revision_pending: z.boolean().optional() });

/** List filter (administrators and one's own list): items with a revision in one of these statuses. */
export const revisionStatusQuery = () => qIntArray();
