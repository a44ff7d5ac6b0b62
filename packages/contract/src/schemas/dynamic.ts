import { z } from "zod";
import { qInt } from "../query.js";

/**
 * A member's activity feed (api-contract §2 Dynamic, §4.1 GET /user/dynamic). `content` is the established
 * client's HTML sentence (every title escaped); `action`, `title` and `url` say the same as plain data, which
 * the web renders as text and a site link.
 */
const int = z.number().int();
const text = z.string();

/** Dynamic.type (api-contract §8); 15 (an article published) is ours. */
export const DynamicType = {
  comment: 1,
  favorite: 2,
  upload: 3,
  download: 4,
  login: 5,
  register: 6,
  signIn: 11,
  publishArticle: 15,
} as const;

/** The events a stranger may see on a personal homepage: no downloads, sign-ins or account events. */
export const publicDynamicTypes: readonly number[] = [DynamicType.comment, DynamicType.favorite, DynamicType.upload, DynamicType.publishArticle];

export const dynamicSchema = z.object({
  id: int,
  user_id: int,
  username: text,
  type: int,
  /** HTML, e.g. 上传了文档《<a href="/document/uuid">…</a>》 */
  content: text,
  /** plain text, e.g. 上传了文档 */
  action: text,
  /** the title of the document or article, or "" */
  title: text,
  /** its page on this site (/document/<uuid>, /article/<identifier>), or "" */
  url: text,
  created_at: text,
  updated_at: text,
});
export type Dynamic = z.infer<typeof dynamicSchema>;

/** Without `id` (or with one's own) the caller's whole feed; with another user's id that user's public feed. */
export const dynamicListQuerySchema = z.object({ page: qInt(1), size: qInt(10), id: qInt() });
export const dynamicListReplySchema = z.object({ total: int, dynamic: z.array(dynamicSchema) });
