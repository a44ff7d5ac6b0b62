import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export interface BannerTable {
  id: Generated<number>;
  title: Generated<string>;
  /** "/uploads/…" or an http(s) image URL. */
  path: string;
  url: Generated<string>;
  description: Generated<string>;
  sort: Generated<number>;
  enable: Generated<Flag>;
  /** BannerType: 0 website, 1 mini program, 2 app. */
  type: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    banner: BannerTable;
  }
}
