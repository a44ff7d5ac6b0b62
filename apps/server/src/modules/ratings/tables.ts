import type { Generated } from "kysely";

export interface DocumentScoreTable {
  id: Generated<number>;
  document_id: number;
  user_id: number;
  /** Stars ×100: 100–500. */
  score: number;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    document_score: DocumentScoreTable;
  }
}
