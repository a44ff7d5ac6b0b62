import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../../context.js";

export interface TokenClaims {
  userId: number;
  jti: string;
  /** The user's token_version when issued; a password change bumps it and so revokes older tokens. */
  version: number;
  expiresAt: number;
}

export async function issueToken(ctx: AppContext, user: { id: number; token_version: number }): Promise<string> {
  const hours = Math.max(1, await ctx.settings.number("security", "token_expire_hours"));
  return new SignJWT({ ver: user.token_version })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setJti(crypto.randomUUID())
    .setIssuer("wenku")
    .setIssuedAt()
    .setExpirationTime(`${hours}h`)
    .sign(ctx.secrets.jwt);
}

/** Tokens whose signature was checked, kept per secret (the most recently used): a session sends its token with every request. */
const KEPT_TOKENS = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, LRUCache<string, TokenClaims>>();

/**
 * A missing, malformed, expired or badly signed token reads as anonymous (api-contract §1.2). A token is verified
 * once (about half a millisecond of Web Crypto per request otherwise), and its expiry checked on every read;
 * revocation is not cached here: the caller checks it against the database each time (actor.ts).
 */
export async function readToken(ctx: AppContext, token: string): Promise<TokenClaims | null> {
  let verified = verifiedBySecret.get(ctx.secrets.jwt);
  if (!verified) verifiedBySecret.set(ctx.secrets.jwt, (verified = new LRUCache({ max: KEPT_TOKENS })));
  const known = verified.get(token);
  if (known && known.expiresAt <= Date.now()) {
    verified.delete(token);
    return null;
  }
  if (known) return known;
  const claims = await verifyToken(ctx, token);
  if (claims) verified.set(token, claims);
  return claims;
}

async function verifyToken(ctx: AppContext, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.jwt, { issuer: "wenku", algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || !payload.exp) return null;
    return { userId, jti: payload.jti, version: Number(payload.ver ?? 0), expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}
