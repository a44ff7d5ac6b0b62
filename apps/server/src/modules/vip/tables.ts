import type { Generated } from "kysely";

/** One VIP period a member bought or was given (api-contract UserVip); periods of one user follow each other. */
export interface UserVipTable {
  id: Generated<number>;
  user_id: number;
  /** 0 year, 1 quarter, 2 month. */
  type: Generated<number>;
  order_no: Generated<string>;
  /** VIP downloads a day, 0 = unlimited. */
  times: Generated<number>;
  /** Total free VIP downloads of the period. */
  download: Generated<number>;
  download_used: Generated<number>;
  /** Discount on paid documents ×10 (85 = 8.5折, 100 = none). */
  discount: Generated<number>;
  joined_at: string;
  expired_at: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    user_vip: UserVipTable;
  }
}
