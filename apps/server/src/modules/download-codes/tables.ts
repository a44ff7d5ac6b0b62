import type { Generated } from "kysely";

/** A single-use download code (payment method 9): 0 unused, 1 used, 2 revoked. */
export interface DownloadCodeTable {
  id: Generated<number>;
  code: string;
  status: Generated<number>;
  remark: Generated<string>;
  created_by: Generated<number>;
  used_by: Generated<number>;
  document_id: Generated<number>;
  order_no: Generated<string>;
  used_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    download_code: DownloadCodeTable;
  }
}
