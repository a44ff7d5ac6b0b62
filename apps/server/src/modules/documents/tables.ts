import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface AttachmentTable {
  id: Generated<number>;
  /** MD5 hex of the file: its identity; stored and converted once per hash. */
  hash: string;
  user_id: Generated<number>;
  /** 0 unknown, 1 avatar, 2 document, 3 article, 4 comment, 5 banner, 6 category cover, 7 config (api-contract §8). */
  type: Generated<number>;
  type_id: Generated<number>;
  /** 0 = marked illegal: the hash is blacklisted. */
  enable: Generated<Flag>;
  /** Storage key of the original file. */
  path: string;
  name: Generated<string>;
  size: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  ext: Generated<string>;
  ip: Generated<string>;
  description: Generated<string>;
  deleted_at: string | null;
  /** Set by storage garbage collection on a deleted row it keeps only as the hash blacklist (enable = 0). */
  collected_at: string | null;
  created_at: string;
  updated_at: string;
}

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

declare module "../../db/schema.js" {
  interface Database {
    attachment: AttachmentTable;
    document: DocumentTable;
    document_category: { document_id: number; category_id: number };
  }
}
