import crypto from "node:crypto";

const sha256Hex = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const hmac = (key: crypto.BinaryLike, text: string) => crypto.createHmac("sha256", key).update(text).digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product's service name: "sms" for SendSms. */
  service: string;
  /** The Host header as sent (host, with the port when not the default). */
  host: string;
  contentType: string;
  payload: string;
  /** Unix seconds; also the X-TC-Timestamp header. */
  timestamp: number;
}

/** The UTC date of a Unix time, as TC3 credential scopes write it. */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

/** The canonical request of a POST to "/" that signs content-type and host. */
export function tc3CanonicalRequest(r: Pick<Tc3Request, "host" | "contentType" | "payload">): string {
  return ["POST", "/", "", `content-type:${r.contentType}`, `host:${r.host}`, "", "content-type;host", sha256Hex(r.payload)].join("\n");
}

/**
 * Tencent Cloud API signature v3 (TC3-HMAC-SHA256): the canonical request is hashed into the string to sign, which is
 * signed with a key derived from "TC3" + SecretKey, the date, the service and "tc3_request".
 */
export function tc3Sign(r: Tc3Request): { signature: string; authorization: string } {
  const date = tc3Date(r.timestamp);
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ["TC3-HMAC-SHA256", String(r.timestamp), scope, sha256Hex(tc3CanonicalRequest(r))].join("\n");
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), "tc3_request");
  const signature = crypto.createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
  };
}
