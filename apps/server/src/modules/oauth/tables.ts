import type { Generated } from "kysely";

export interface UserOauthTable {
  id: Generated<number>;
  user_id: number;
  /** OauthType of the contract. */
  oauth_type: number;
  /** The provider's stable id of the person (GitHub id, QQ/WeChat openid, OIDC `sub`). */
  openid: string;
  /** WeChat and QQ: the id shared by the provider's apps of one developer, when given. */
  unionid: Generated<string>;
  username: Generated<string>;
  avatar: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OauthStateTable {
  state_hash: string;
  oauth_type: number;
  browser_hash: string;
  /** The account a binding started from; 0 for a sign-in. */
  bind_user_id: Generated<number>;
  redirect: string;
  redirect_uri: string;
  code_verifier: Generated<string>;
  nonce: Generated<string>;
  created_at: string;
  expires_at: string;
  used_at: Generated<string>;
}

export interface OauthCodeTable {
  oauth_type: number;
  code_hash: string;
  created_at: string;
}

export interface OauthPendingTable {
  session_hash: string;
  oauth_type: number;
  openid: string;
  unionid: Generated<string>;
  username: Generated<string>;
  avatar: Generated<string>;
  redirect: string;
  /** SHA-256 of the oauth cookie of the client whose sign-in made it (only that client may bind it); "" binds nowhere. */
  browser_hash: Generated<string>;
  expires_at: string;
  used_at: Generated<string>;
}

export interface OauthScanTable {
  scene: string;
  /** OauthType of the code shown: the official account's QR (8) or a mini-program code (5). */
  oauth_type: Generated<number>;
  browser_hash: string;
  /** Where the browser that asked for the code was, shown on the phone before confirming. */
  request_ip: Generated<string>;
  redirect: string;
  /** waiting → scanned (official account, awaiting the phone's confirmation) → confirmed | cancelled. */
  state: Generated<string>;
  /** SHA-256 of the one-time token of the official account's confirmation link; "" once spent. */
  confirm_token_hash: Generated<string>;
  openid: Generated<string>;
  unionid: Generated<string>;
  created_at: string;
  expires_at: string;
  used_at: Generated<string>;
}

export interface OauthCallbackSeenTable {
  signature: string;
  expires_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    user_oauth: UserOauthTable;
    oauth_state: OauthStateTable;
    oauth_code: OauthCodeTable;
    oauth_pending: OauthPendingTable;
    oauth_scan: OauthScanTable;
    oauth_callback_seen: OauthCallbackSeenTable;
  }
}
