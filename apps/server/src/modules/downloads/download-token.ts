import { SignJWT, jwtVerify } from "jose";
import type { AppContext } from "../../context.js";

/** What a download link grants: one user (0 = guest) one document's file with this hash. */
export interface DownloadGrant {
  userId: number;
  documentId: number;
  hash: string;
}

const issuer = "wenku-download";
const jtiOf = (grant: DownloadGrant) => `${grant.userId}.${grant.hash}.${grant.documentId}`;

/** An HS256 token signed with the installation's download secret, valid for `ttlSeconds`. */
export function signDownloadToken(ctx: AppContext, grant: DownloadGrant, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ uid: grant.userId, did: grant.documentId, h: grant.hash })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(issuer)
    .setJti(jtiOf(grant))
    .setIssuedAt(now)
    .setExpirationTime(now + Math.max(1, Math.floor(ttlSeconds)))
    .sign(ctx.secrets.download);
}

/** The download URL the client opens: the token plus the ids it is bound to and the file name. */
export function downloadUrl(token: string, grant: DownloadGrant, filename: string): string {
  const query = new URLSearchParams({ user_id: String(grant.userId), document_id: String(grant.documentId), filename });
  return `/download/${token}?${query.toString()}`;
}

/**
 * The grant of a valid token whose ids match the `user_id` and `document_id` of its URL; null when the token is
 * malformed, badly signed, expired, or the URL's ids were changed.
 */
export async function verifyDownloadToken(ctx: AppContext, token: string, ids: { userId: unknown; documentId: unknown }): Promise<DownloadGrant | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.secrets.download, { issuer, algorithms: ["HS256"] });
    const grant: DownloadGrant = { userId: Number(payload.uid), documentId: Number(payload.did), hash: typeof payload.h === "string" ? payload.h : "" };
    if (!Number.isInteger(grant.userId) || !Number.isInteger(grant.documentId) || grant.documentId <= 0 || !grant.hash) return null;
    if (payload.jti !== jtiOf(grant)) return null;
    if (String(ids.userId) !== String(grant.userId) || String(ids.documentId) !== String(grant.documentId)) return null;
    return grant;
  } catch {
    return null;
  }
}
