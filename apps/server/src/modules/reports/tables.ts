import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface ReportTable {
  id: Generated<number>;
  /** 0 document, 1 article. */
  type: Generated<number>;
  /** The document id, or the article id when type is 1. */
  document_id: number;
  user_id: number;
  /** ReportReason of the contract: 1–6. */
  reason: number;
  /** 1 = processed. */
  status: Generated<Flag>;
  remark: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    report: ReportTable;
  }
}
