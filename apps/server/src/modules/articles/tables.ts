import type { Generated } from "kysely";

export interface ArticleTable {
  id: Generated<number>;
  /** URL slug (/article/<identifier>), unique; chosen by administrators for single pages, else generated. */
  identifier: string;
  user_id: number;
  /** Free-text author line; the poster's name is shown when empty. */
  author: Generated<string>;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  /** Markdown source as written. */
  markdown: Generated<string>;
  /** Sanitized HTML rendered from `markdown`. */
  content: Generated<string>;
  view_count: Generated<number>;
  favorite_count: Generated<number>;
  comment_count: Generated<number>;
  /** ArticleStatus of the contract: 0 pending, 1 published, 2 rejected. */
  status: Generated<number>;
  reject_reason: Generated<string>;
  recommend_at: string | null;
  /** Set while the article is in the recycle bin. */
  deleted_at: string | null;
  deleted_user_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An author's edit of a published article waiting for review (migration 0613); one per article. */
export interface ArticleRevisionTable {
  article_id: number;
  user_id: number;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  author: Generated<string>;
  markdown: Generated<string>;
  content: Generated<string>;
  /** comma-separated category ids */
  category_ids: Generated<string>;
  /** RevisionStatus of the contract: 0 pending, 2 rejected. */
  status: Generated<number>;
  reject_reason: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    article: ArticleTable;
    article_revision: ArticleRevisionTable;
    article_category: { article_id: number; category_id: number };
  }
}
