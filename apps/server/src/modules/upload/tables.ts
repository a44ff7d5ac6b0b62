import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

/** A stored file as uploaded (document, image, avatar…); documents point at theirs by `attachment_id`. */
export interface AttachmentTable {
  id: Generated<number>;
  /** MD5 hex of the file: its identity; stored and converted once per hash. */
  hash: string;
  user_id: Generated<number>;
  /** 0 unknown, 1 avatar, 2 document, 3 article, 4 comment, 5 banner, 6 category cover, 7 config (api-contract §8). */
  type: Generated<number>;
  type_id: Generated<number>;
  /** 0 = marked illegal: the hash is blacklisted. */
  enable: Generated<Flag>;
  /** Storage key of the original file. */
  path: string;
  name: Generated<string>;
  size: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  ext: Generated<string>;
  ip: Generated<string>;
  description: Generated<string>;
  deleted_at: string | null;
  /** Set by storage garbage collection on a deleted row it keeps only as the hash blacklist (enable = 0). */
  collected_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    attachment: AttachmentTable;
  }
}
