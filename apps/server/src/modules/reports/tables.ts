import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface ReportTable {
  id: Generated<number>;
  /** 0 document, 1 article. */
  type: Generated<number>;
  /** The document id, or the article id when type is 1. */
  document_id: number;
  user_id: number;
  /** ReportReason of the contract: 1–8. */
  reason: number;
  /** 1 = processed. */
  status: Generated<Flag>;
  remark: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** What the reporter wrote, one row per report (migration 0319 says why it is not a column of `report`). */
export interface ReportContentTable {
  report_id: number;
  content: string;
}

declare module "../../db/schema.js" {
  interface Database {
    report: ReportTable;
    report_content: ReportContentTable;
  }
}
