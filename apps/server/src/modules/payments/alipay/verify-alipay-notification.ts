import crypto, { type KeyObject } from "node:crypto";

/** An RSA signature in base64: 344 characters for the 2048-bit keys Alipay uses, 684 for 4096 bits. */
const SIGNATURE = /^[A-Za-z0-9+/]{16,1024}={0,2}$/;

const signedContent = (fields: Record<string, string>, leaveOut: string[]) =>
  Object.keys(fields)
    .filter((key) => !leaveOut.includes(key))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("&");

const verified = (content: string, signature: string, key: KeyObject) => {
  try {
    return crypto.verify("sha256", Buffer.from(content, "utf8"), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
};

/**
 * Whether Alipay signed a notification (RSA2): RSA-SHA256 over its non-empty parameters but `sign` and
 * `sign_type`, sorted by name as `k=v&…`, values as received. As alipay-sdk's checkNotifySignV2 does, the content
 * with `sign_type` is accepted too. The key is parsed once (the SDK parses its PEM text at every check, about
 * 0.4 ms, twice for a forgery); a signature that is not base64 or a sign_type other than RSA2 costs no RSA at all.
 */
export function alipayNotificationSigned(fields: Record<string, string>, alipayPublicKey: KeyObject): boolean {
  const signature = fields.sign ?? "";
  if (!SIGNATURE.test(signature) || (fields.sign_type ?? "RSA2") !== "RSA2") return false;
  if (verified(signedContent(fields, ["sign", "sign_type"]), signature, alipayPublicKey)) return true;
  return verified(signedContent({ ...fields, sign_type: "RSA2" }, ["sign"]), signature, alipayPublicKey);
}
