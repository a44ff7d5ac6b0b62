import crypto from "node:crypto";

/** Huawei Cloud Message & SMS: the Authorization header that announces a WSSE UsernameToken. */
export const huaweiAuthorization = 'WSSE realm="SDP",profile="UsernameToken",type="Appkey"';

/**
 * PasswordDigest = Base64(SHA256(Nonce + Created + AppSecret)), the SHA-256 written as lower-case hex before Base64
 * encoding, as Huawei's own samples do (their documented example digest decodes to 64 hex characters).
 */
export function huaweiPasswordDigest(nonce: string, created: string, appSecret: string): string {
  const hex = crypto.createHash("sha256").update(nonce + created + appSecret).digest("hex");
  return Buffer.from(hex, "utf8").toString("base64");
}

/** The X-WSSE header: UsernameToken Username, PasswordDigest, Nonce and Created (UTC, no milliseconds). */
export function huaweiWsse(appKey: string, appSecret: string, nonce: string, created: string): string {
  const digest = huaweiPasswordDigest(nonce, created, appSecret);
  return `UsernameToken Username="${appKey}",PasswordDigest="${digest}",Nonce="${nonce}",Created="${created}"`;
}
