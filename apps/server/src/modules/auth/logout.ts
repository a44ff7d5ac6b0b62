import type { AppContext } from "../../context.js";
import type { TokenClaims } from "../session/tokens.js";

const lastPurge = new WeakMap<AppContext, number>();
const PURGE_EVERY_MS = 60 * 60_000;

/** Puts the token on the deny-list until it would expire anyway; expired entries are dropped hourly. */
export async function revokeToken(ctx: AppContext, claims: TokenClaims): Promise<void> {
  const db = ctx.db.kysely;
  await db
    .insertInto("revoked_token")
    .values({ jti: claims.jti, expires_at: new Date(claims.expiresAt).toISOString() })
    .onConflict((oc) => oc.column("jti").doNothing())
    .execute();
  const now = Date.now();
  if (now - (lastPurge.get(ctx) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(ctx, now);
  await db.deleteFrom("revoked_token").where("expires_at", "<", new Date(now).toISOString()).execute();
}
