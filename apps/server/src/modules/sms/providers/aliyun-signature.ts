import crypto from "node:crypto";

/** Aliyun POP percent-encoding: RFC 3986 unreserved characters stay, everything else is %XX of its UTF-8 bytes. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The sorted, encoded query of an RPC request (every parameter but Signature). */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== "Signature")
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join("&");
}

/**
 * Aliyun RPC signature version 1.0 (HMAC-SHA1): StringToSign = METHOD & %2F & encode(canonical query), keyed with the
 * AccessKey secret followed by "&"; base64.
 */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method: "GET" | "POST" = "GET"): string {
  const stringToSign = `${method}&${aliyunPercentEncode("/")}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
  return crypto.createHmac("sha1", `${accessKeySecret}&`).update(stringToSign).digest("base64");
}
