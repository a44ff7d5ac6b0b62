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
  format: string;
  width: Generated<number>;
  height: Generated<number>;
  text: Generated<string>;
  ocr: Generated<Flag>;
  version: Generated<string>;
  /** Where the text's lines and characters are (contract rules/page-layout.ts); NULL until read. */
  layout: Generated<string | null>;
}

declare module "../../db/schema.js" {
  interface Database {
    document: DocumentTable;
    document_category: { document_id: number; category_id: number };
    document_page: DocumentPageTable;
  }
}
