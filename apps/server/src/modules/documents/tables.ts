import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface DocumentTable {
  id: Generated<number>;
  uuid: string;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  user_id: number;
  attachment_id: number;
  hash: string;
  width: Generated<number>;
  height: Generated<number>;
  preview: Generated<number>;
  pages: Generated<number>;
  download_count: Generated<number>;
  view_count: Generated<number>;
  favorite_count: Generated<number>;
  comment_count: Generated<number>;
  /** Rating ×100 (100–500), 300 by default. */
  score: Generated<number>;
  score_count: Generated<number>;
  price: Generated<number>;
  size: Generated<number>;
  ext: Generated<string>;
  /** DocumentStatus of the contract: 0–7. */
  status: Generated<number>;
  enable_gzip: Generated<Flag>;
  preview_ext: Generated<string>;
  language: Generated<string>;
  convert_error: Generated<string>;
  /** why an administrator refused the upload (status 7); "" otherwise (migration 0318) */
  reject_reason: Generated<string>;
  is_vip: Generated<Flag>;
  recommend_at: string | null;
  deleted_at: string | null;
  deleted_user_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One page of one hash: its image (format, size) and its text. */
export interface DocumentPageTable {
  hash: string;
  page: number;
  /** "svgz" | "svg" | "webp"; "" while the image is not rendered. */
  format: Generated<string>;
  width: Generated<number>;
  height: Generated<number>;
  text: Generated<string>;
  ocr: Generated<Flag>;
  version: Generated<string>;
  /** Where the text's lines and characters are (contract rules/page-layout.ts); NULL until read. */
  layout: Generated<string | null>;
}

/** An uploader's edit of a published document's details waiting for review (migration 0317); one per document. */
export interface DocumentRevisionTable {
  document_id: number;
  user_id: number;
  title: string;
  keywords: Generated<string>;
  description: Generated<string>;
  price: Generated<number>;
  language: Generated<string>;
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
    document: DocumentTable;
    document_revision: DocumentRevisionTable;
    document_category: { document_id: number; category_id: number };
    document_page: DocumentPageTable;
  }
}
