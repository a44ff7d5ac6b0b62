import type { Generated } from "kysely";

/** The sitemap now served and who generates the next one (one row, `name` "main"). */
export interface SitemapStateTable {
  name: string;
  /** Folder of the served files in storage: sitemap/<generation>/; empty before the first generation. */
  generation: Generated<string>;
  generated_at: string | null;
  /** system.domain the URLs were written with; "" when none was set: paths, served under each request's origin. */
  domain: Generated<string>;
  url_count: Generated<number>;
  file_count: Generated<number>;
  /** Set when a generation was asked for while another process held the lease: the worker runs it next. */
  requested_at: string | null;
  lease_owner: Generated<string>;
  lease_until: string | null;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    sitemap_state: SitemapStateTable;
  }
}
