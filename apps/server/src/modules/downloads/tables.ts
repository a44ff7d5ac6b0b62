import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

/** One download: who (0 = guest), which document, from which IP, and what was paid. */
export interface DownloadTable {
  id: Generated<number>;
  user_id: Generated<number>;
  document_id: number;
  ip: Generated<string>;
  /** 1 when this download was a purchase (credits moved to the uploader). */
  is_pay: Generated<Flag>;
  /** Credits paid. */
  price: Generated<number>;
  /** The paid document order (orders.id) this download used; each order is used once. 0 = none. */
  order_id: Generated<number>;
  /** The VIP period (user_vip.id) whose free downloads this used. 0 = none. */
  vip_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    download: DownloadTable;
  }
}
