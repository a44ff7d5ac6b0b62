import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
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

/** A missing, malformed, expired or badly signed token reads as anonymous (api-contract §1.2). */
export async function readToken(ctx: AppContext, token: string): Promise<TokenClaims | null> {
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
  return match ? match[1]!.trim() : null;
}
