import type { Generated } from "kysely";

export interface FavoriteTable {
  id: Generated<number>;
  user_id: number;
  /** The document id, or the article id when type is 1. */
  document_id: number;
  /** 0 document, 1 article. */
  type: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    favorite: FavoriteTable;
  }
}
