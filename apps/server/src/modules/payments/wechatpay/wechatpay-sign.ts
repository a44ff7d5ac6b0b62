import crypto, { type KeyObject } from "node:crypto";

export const WECHATPAY_SCHEMA = "WECHATPAY2-SHA256-RSA2048";

export const wechatpayNonce = () => crypto.randomBytes(16).toString("hex").toUpperCase();

/** The request message WeChat Pay API v3 signs: method, path with query, timestamp, nonce and body, one a line. */
export const requestMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** The message of a response or notification signature: timestamp, nonce and the exact body, one a line. */
export const responseMessage = (timestamp: string, nonce: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from("\n")]);

export const rsaSign = (message: string | Buffer, key: KeyObject) => crypto.sign("sha256", Buffer.from(message), key).toString("base64");

export function rsaVerify(message: Buffer, signature: string, key: KeyObject): boolean {
  try {
    return crypto.verify("sha256", message, key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/** The `Authorization` header of a merchant request. */
export function authorizationHeader(
  merchant: { mchid: string; serialNo: string; privateKey: KeyObject },
  request: { method: string; pathAndQuery: string; body: string },
  now = new Date(),
): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = wechatpayNonce();
  const signature = rsaSign(requestMessage(request.method, request.pathAndQuery, timestamp, nonce, request.body), merchant.privateKey);
  return `${WECHATPAY_SCHEMA} mchid="${merchant.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}
