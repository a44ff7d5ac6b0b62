import type { ColumnType, Generated } from "kysely";
import type { Flag } from "./schema.js";

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface UserTable extends Timestamps {
  id: Generated<number>;
  /** As typed (NFC). */
  username: string;
  /** modules/users/username-skeleton.ts of the name, unique: look-alike names are refused. NULL only for the later of accounts that collided before 0008. */
  username_skeleton: ColumnType<string | null, string, string>;
  password_hash: string;
  email: Generated<string>;
  mobile: Generated<string>;
  /** 1 once a text message code proved `mobile` is the account's (modules/sms); only then does it sign in or reset a password. */
  mobile_verified: Generated<Flag>;
  realname: Generated<string>;
  identity: Generated<string>;
  avatar: Generated<string>;
  address: Generated<string>;
  signature: Generated<string>;
  remark: Generated<string>;
  status: Generated<number>;
  credit_count: Generated<number>;
  doc_count: Generated<number>;
  follow_count: Generated<number>;
  fans_count: Generated<number>;
  favorite_count: Generated<number>;
  comment_count: Generated<number>;
  article_count: Generated<number>;
  token_version: Generated<number>;
  /** Set by an administrator: VIP without end. Bought VIP time is `vip_expired_at` (modules/vip). */
  is_vip: Generated<Flag>;
  /** End of the VIP time the user bought (ISO-8601 UTC); null when none was ever bought. */
  vip_expired_at: Generated<string | null>;
  register_ip: Generated<string>;
  last_login_ip: Generated<string>;
  login_at: string | null;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: Generated<string>;
  ref_id: Generated<number>;
  remark: Generated<string>;
  created_at: string;
}

export interface GroupTable extends Timestamps {
  id: Generated<number>;
  title: string;
  color: Generated<string>;
  description: Generated<string>;
  is_default: Generated<Flag>;
  is_display: Generated<Flag>;
  sort: Generated<number>;
  enable_upload: Generated<Flag>;
  enable_document_review: Generated<Flag>;
  enable_comment: Generated<Flag>;
  enable_comment_approval: Generated<Flag>;
  enable_article: Generated<Flag>;
  enable_article_approval: Generated<Flag>;
}

export interface PermissionTable extends Timestamps {
  id: Generated<number>;
  method: string;
  path: string;
  title: string;
  description: Generated<string>;
  /** JSON array of admin page paths this permission unlocks. */
  pages: Generated<string>;
}

export interface NavigationTable extends Timestamps {
  id: Generated<number>;
  title: string;
  href: Generated<string>;
  target: Generated<string>;
  color: Generated<string>;
  sort: Generated<number>;
  enable: Generated<Flag>;
  fixed: Generated<Flag>;
  parent_id: Generated<number>;
  description: Generated<string>;
}

export interface FriendlinkTable extends Timestamps {
  id: Generated<number>;
  title: string;
  link: string;
  description: Generated<string>;
  sort: Generated<number>;
  enable: Generated<Flag>;
}

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  parent_id: Generated<number>;
  title: string;
  type: Generated<number>;
  doc_count: Generated<number>;
  sort: Generated<number>;
  enable: Generated<Flag>;
  icon: Generated<string>;
  cover: Generated<string>;
  description: Generated<string>;
  show_description: Generated<Flag>;
}

export interface LanguageTable extends Timestamps {
  id: Generated<number>;
  language: string;
  code: string;
  enable: Generated<Flag>;
  total: Generated<number>;
  sort: Generated<number>;
}

declare module "./schema.js" {
  /**
   * The tables of the first migrations, declared here for the start-up code. Each names the module that owns it
   * (`@owner`): only that module writes it (modules/module-boundaries.test.ts).
   */
  interface Database {
    /** @owner secrets */
    app_secret: { id: Generated<number>; name: string; value: string } & Timestamps;
    /** @owner users */
    user: UserTable;
    /** @owner credits */
    credit_ledger: CreditLedgerTable;
    /** @owner groups */
    groups: GroupTable;
    /** @owner groups */
    user_group: { user_id: number; group_id: number };
    /** @owner permissions */
    permission: PermissionTable;
    /** @owner permissions */
    group_permission: { group_id: number; permission_id: number };
    /** @owner auth */
    revoked_token: { jti: string; expires_at: string };
    /** @owner captcha */
    captcha: { id: string; answer: string; expires_at: string };
    /** @owner settings */
    config: { id: Generated<number>; category: string; name: string; value: Generated<string> } & Timestamps;
    /** @owner navigation */
    navigation: NavigationTable;
    /** @owner friendlink */
    friendlink: FriendlinkTable;
    /** @owner category */
    category: CategoryTable;
    /** @owner language */
    language: LanguageTable;
  }
}
