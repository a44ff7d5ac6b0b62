import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { AppContext } from "../../context.js";

const ISSUER = "wenku";
const AUDIENCE = "find-password";

export interface ResetClaims {
  userId: number;
  email: string;
  fingerprint: string;
}

/**
 * A short digest of the stored password hash. Setting a new password changes it, so a reset link works once
 * and stops working after any other password change.
 */
export function passwordFingerprint(ctx: AppContext, passwordHash: string): string {
  return crypto.createHmac("sha256", ctx.secrets.email).update(passwordHash).digest("base64url").slice(0, 22);
}

export function signResetToken(ctx: AppContext, user: { id: number; email: string; password_hash: string }, minutes: number): Promise<string> {
  return new SignJWT({ email: user.email, fp: passwordFingerprint(ctx, user.password_hash) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${Math.max(1, Math.round(minutes))}m`)
    .sign(ctx.secrets.email);
}

/** The claims of a valid, unexpired reset token; null for anything else. */
export async function readResetToken(ctx: AppContext, token: string): Promise<ResetClaims | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.email, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.email !== "string" || typeof payload.fp !== "string") return null;
    return { userId, email: payload.email, fingerprint: payload.fp };
  } catch {
    return null;
  }
}
