import { oauthMessages } from "@wenku/contract";
import * as client from "openid-client";
import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import { randomToken, sha256 } from "./secret-hash.js";
import type { OauthStateTable } from "./tables.js";

const STATE_TTL_MS = 10 * 60_000;
/** Spent and expired rows are kept a day (a replay is still told apart from a forgery in the logs), then dropped. */
const KEEP_MS = 24 * 3600_000;

export interface NewState {
  oauthType: number;
  browserSecret: string;
  /** The signed-in account a binding is for; 0 for a sign-in. */
  bindUserId: number;
  redirect: string;
  redirectUri: string;
}

export interface StartedState {
  state: string;
  codeChallenge: string;
  nonce: string;
}

/** Remembers a sign-in about to start: its state (returned, stored hashed), the browser it belongs to, PKCE verifier and nonce. */
export async function createState(ctx: AppContext, input: NewState): Promise<StartedState> {
  const state = randomToken();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const now = Date.now();
  await ctx.db.kysely.deleteFrom("oauth_state").where("expires_at", "<", new Date(now - KEEP_MS).toISOString()).execute();
  await ctx.db.kysely
    .insertInto("oauth_state")
    .values({
      state_hash: sha256(state), oauth_type: input.oauthType, browser_hash: sha256(input.browserSecret), bind_user_id: input.bindUserId,
      redirect: input.redirect, redirect_uri: input.redirectUri, code_verifier: codeVerifier, nonce,
      created_at: new Date(now).toISOString(), expires_at: new Date(now + STATE_TTL_MS).toISOString(),
    })
    .execute();
  return { state, codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier), nonce };
}

/**
 * Spends a state, once: it must have been made here, for this provider, in this browser (its cookie), and not have
 * expired or been spent. One conditional update, so two callbacks racing with the same state cannot both pass.
 */
export async function consumeState(ctx: AppContext, input: { state: string; oauthType: number; browserSecret: string }): Promise<Selectable<OauthStateTable>> {
  if (!input.state || !input.browserSecret) throw badRequest(oauthMessages.stateInvalid);
  const now = nowIso();
  const row = await ctx.db.kysely
    .updateTable("oauth_state")
    .set({ used_at: now })
    .where("state_hash", "=", sha256(input.state))
    .where("oauth_type", "=", input.oauthType)
    .where("browser_hash", "=", sha256(input.browserSecret))
    .where("used_at", "=", "")
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw badRequest(oauthMessages.stateInvalid);
  return row;
}
