import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

/** One download: who (0 = guest), which document, from which IP, and what was paid. */
export interface DownloadTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  ip: Generated<string>;
  /** 1 when this download was a purchase (credits moved to the uploader). */
  is_pay: Generated<Flag>;
  /** Credits paid. */
  price: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    download: DownloadTable;
  }
}
