import type { Generated } from "kysely";

/** The release check: one row (id 1), see migration 0700. */
export interface ReleaseCheckTable {
  id: number;
  /** The URL of the release note the operator set; "" = never checked. */
  source: Generated<string>;
  tag_name: Generated<string>;
  name: Generated<string>;
  body: Generated<string>;
  release_at: Generated<string>;
  /** The tag the operator does not want to be told about. */
  ignore_tag: Generated<string>;
  checked_at: Generated<string>;
  /** Why the last check failed; "" when it succeeded. */
  error: Generated<string>;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    release_check: ReleaseCheckTable;
  }
}
