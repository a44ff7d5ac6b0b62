import { oauthMessages, type OauthPending } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import type { Identity } from "./providers/provider.js";
import { randomToken, sha256 } from "./secret-hash.js";

const PENDING_TTL_MS = 30 * 60_000;

/** Keeps an identity no account holds, for a binding after the person signs in (api-contract OauthPending). */
export async function createPending(ctx: AppContext, oauthType: number, identity: Identity, redirect: string): Promise<OauthPending> {
  const session = randomToken();
  const db = ctx.db.kysely;
  await db.deleteFrom("oauth_pending").where("expires_at", "<", nowIso()).execute();
  await db
    .insertInto("oauth_pending")
    .values({
      session_hash: sha256(session), oauth_type: oauthType, openid: identity.openid, unionid: identity.unionid, username: identity.username,
      avatar: identity.avatar, redirect, expires_at: new Date(Date.now() + PENDING_TTL_MS).toISOString(),
    })
    .execute();
  return { openid: identity.openid, oauth_type: oauthType, session, avatar: identity.avatar, username: identity.username };
}

/** Spends a pending identity once: the session, provider and openid must match what the sign-in kept. */
export async function consumePending(ctx: AppContext, input: { session: string; oauthType: number; openid: string }): Promise<{ identity: Identity; redirect: string }> {
  const now = nowIso();
  const row = await ctx.db.kysely
    .updateTable("oauth_pending")
    .set({ used_at: now })
    .where("session_hash", "=", sha256(input.session))
    .where("oauth_type", "=", input.oauthType)
    .where("openid", "=", input.openid)
    .where("used_at", "=", "")
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw badRequest(oauthMessages.pendingInvalid);
  return { identity: { openid: row.openid, unionid: row.unionid, username: row.username, avatar: row.avatar }, redirect: row.redirect };
}
