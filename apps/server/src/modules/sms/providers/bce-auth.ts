import crypto from "node:crypto";

/** Headers signed whenever present, besides every x-bce-* header (as the official SDKs choose them). */
const defaultSignedHeaders = new Set(["host", "content-md5", "content-length", "content-type"]);

/** BCE URI encoding: RFC 3986 unreserved characters stay, everything else is %XX. */
export function bceNormalize(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function bceCanonicalQuery(params: Record<string, string | null>): string {
  return Object.entries(params)
    .filter(([key]) => key.toLowerCase() !== "authorization")
    .map(([key, value]) => `${bceNormalize(key)}=${bceNormalize(value ?? "")}`)
    .sort()
    .join("&");
}

/** The canonical headers and the names signed, both sorted. */
export function bceCanonicalHeaders(headers: Record<string, string | number>): { canonical: string; signed: string[] } {
  const lines: string[] = [];
  const signed: string[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    const key = name.trim().toLowerCase();
    const value = String(raw).trim();
    if (value === "" || !(defaultSignedHeaders.has(key) || key.startsWith("x-bce-"))) continue;
    lines.push(`${bceNormalize(key)}:${bceNormalize(value)}`);
    signed.push(key);
  }
  return { canonical: lines.sort().join("\n"), signed: signed.sort() };
}

export interface BceRequest {
  accessKeyId: string;
  secretAccessKey: string;
  method: string;
  path: string;
  params?: Record<string, string | null>;
  headers: Record<string, string | number>;
  /** Unix seconds. */
  timestamp: number;
  expirationSeconds?: number;
}

/** The ISO time BCE writes in the auth string and x-bce-date (no milliseconds). */
export const bceTime = (timestamp: number) => new Date(timestamp * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Baidu AI Cloud authentication v1: the signing key is HMAC-SHA256(SK, "bce-auth-v1/{ak}/{time}/{expiration}"), the
 * signature HMAC-SHA256(signing key, METHOD \n URI \n query \n headers), both hex.
 */
export function bceAuthorization(r: BceRequest): string {
  const expiration = r.expirationSeconds ?? 1800;
  const prefix = `bce-auth-v1/${r.accessKeyId}/${bceTime(r.timestamp)}/${expiration}`;
  const signingKey = crypto.createHmac("sha256", r.secretAccessKey).update(prefix).digest("hex");
  const uri = r.path.split("/").map(bceNormalize).join("/");
  const { canonical, signed } = bceCanonicalHeaders(r.headers);
  const canonicalRequest = [r.method.toUpperCase(), uri, bceCanonicalQuery(r.params ?? {}), canonical].join("\n");
  const signature = crypto.createHmac("sha256", signingKey).update(canonicalRequest).digest("hex");
  return `${prefix}/${signed.join(";")}/${signature}`;
}
