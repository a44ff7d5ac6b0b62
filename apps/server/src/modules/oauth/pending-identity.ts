import { oauthMessages, type OauthPending } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import type { Identity } from "./providers/provider.js";
import { randomToken, sha256 } from "./secret-hash.js";

const PENDING_TTL_MS = 30 * 60_000;

/**
 * Keeps an identity no account holds, for a binding after the person signs in (api-contract OauthPending). It belongs
 * to the client whose sign-in made it (`browserSecret`, its oauth cookie): the session alone, sent elsewhere, binds nothing.
 */
export async function createPending(
  ctx: AppContext,
  input: { oauthType: number; identity: Identity; redirect: string; browserSecret: string },
): Promise<OauthPending> {
  const { oauthType, identity } = input;
  const session = randomToken();
  const db = ctx.db.kysely;
  await db.deleteFrom("oauth_pending").where("expires_at", "<", nowIso()).execute();
  await db
    .insertInto("oauth_pending")
    .values({
      session_hash: sha256(session), oauth_type: oauthType, openid: identity.openid, unionid: identity.unionid, username: identity.username,
      avatar: identity.avatar, redirect: input.redirect, browser_hash: input.browserSecret ? sha256(input.browserSecret) : "",
      expires_at: new Date(Date.now() + PENDING_TTL_MS).toISOString(),
    })
    .execute();
  return { openid: identity.openid, oauth_type: oauthType, session, avatar: identity.avatar, username: identity.username };
}

/**
 * Spends a pending identity once: the session, provider and openid must match what the sign-in kept, and the call must
 * come from the client that signed in (the same oauth cookie) — a link with the session opened elsewhere binds nothing.
 */
export async function consumePending(
  ctx: AppContext,
  input: { session: string; oauthType: number; openid: string; browserSecret: string },
): Promise<{ identity: Identity; redirect: string }> {
  if (!input.browserSecret) throw badRequest(oauthMessages.pendingInvalid);
  const now = nowIso();
  const row = await ctx.db.kysely
    .updateTable("oauth_pending")
    .set({ used_at: now })
    .where("session_hash", "=", sha256(input.session))
    .where("oauth_type", "=", input.oauthType)
    .where("openid", "=", input.openid)
    .where("browser_hash", "=", sha256(input.browserSecret))
    .where("used_at", "=", "")
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw badRequest(oauthMessages.pendingInvalid);
  return { identity: { openid: row.openid, unionid: row.unionid, username: row.username, avatar: row.avatar }, redirect: row.redirect };
}
