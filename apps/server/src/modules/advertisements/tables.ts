import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface AdvertisementTable {
  id: Generated<number>;
  /** The administrator who created it. */
  user_id: Generated<number>;
  /** One of the 17 positions of spec §9 (`adPositions`). */
  position: string;
  title: Generated<string>;
  /** Sanitized HTML (sanitize-ad-html.ts). */
  content: string;
  enable: Generated<Flag>;
  remark: Generated<string>;
  /** ISO-8601 UTC; null: no bound. */
  start_time: string | null;
  end_time: string | null;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    advertisement: AdvertisementTable;
  }
}
