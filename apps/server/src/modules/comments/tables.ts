import type { Generated } from "kysely";

export interface CommentTable {
  id: Generated<number>;
  user_id: number;
  /** ItemType of the contract: 0 document, 1 article. */
  type: Generated<number>;
  /** The document id, or the article id when type is 1. */
  document_id: number;
  /** The comment answered; 0 for a top-level comment. */
  parent_id: Generated<number>;
  /** Plain text as written. */
  content: string;
  /** CommentStatus of the contract: 0 pending, 1 approved, 2 rejected. */
  status: Generated<number>;
  /** Approved direct replies. */
  comment_count: Generated<number>;
  ip: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** When each user last commented: the row `security.comment_interval` is enforced on. */
export interface CommentThrottleTable {
  user_id: number;
  last_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    comment: CommentTable;
    comment_throttle: CommentThrottleTable;
  }
}
