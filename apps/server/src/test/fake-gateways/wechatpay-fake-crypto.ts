import crypto, { type KeyObject } from "node:crypto";

/**
 * The fake WeChat Pay's own cryptography, written apart from the server's so that a mistake on one side is not
 * mirrored on the other: RSA-SHA256 signatures, AEAD_AES_256_GCM resources, request authorization parsing.
 */
export const nonce = (bytes = 16) => crypto.randomBytes(bytes).toString("hex").toUpperCase();

export const sign = (message: string, key: KeyObject) => crypto.createSign("RSA-SHA256").update(message, "utf8").sign(key, "base64");

export function verify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return crypto.createVerify("RSA-SHA256").update(message, "utf8").verify(key, signature, "base64");
  } catch {
    return false;
  }
}

export function encrypt(apiV3Key: string, plaintext: string, associatedData: string) {
  const iv = crypto.randomBytes(6).toString("hex");
  const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(apiV3Key), Buffer.from(iv));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: "AEAD_AES_256_GCM", ciphertext: sealed.toString("base64"), associated_data: associatedData, nonce: iv };
}

/** Why the Authorization of a merchant request is not valid, or undefined when it is. */
export function authorizationFault(
  merchant: { mchid: string; serialNo: string; publicKey: KeyObject },
  request: { method: string; pathAndQuery: string; body: string; authorization: string },
): string | undefined {
  const prefix = "WECHATPAY2-SHA256-RSA2048 ";
  if (!request.authorization.startsWith(prefix)) return "authorization schema";
  const fields = new Map([...request.authorization.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (fields.get("mchid") !== merchant.mchid) return "mchid";
  if (fields.get("serial_no") !== merchant.serialNo) return "serial_no";
  const timestamp = Number(fields.get("timestamp"));
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return "timestamp";
  const message = `${request.method}\n${request.pathAndQuery}\n${fields.get("timestamp")}\n${fields.get("nonce_str")}\n${request.body}\n`;
  return verify(message, fields.get("signature") ?? "", merchant.publicKey) ? undefined : "signature";
}

export const beijingNow = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
