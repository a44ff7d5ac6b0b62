import crypto from "node:crypto";

/**
 * The JS-SDK config signature (developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html, 附录1): the four
 * fields sorted by name, joined as key=value&… with raw values (no URL escaping), SHA-1 in hex. The page URL is
 * taken without its #fragment.
 */
export function jssdkSignature(fields: { jsapiTicket: string; noncestr: string; timestamp: number; url: string }): string {
  const url = fields.url.split("#")[0];
  const text = `jsapi_ticket=${fields.jsapiTicket}&noncestr=${fields.noncestr}&timestamp=${fields.timestamp}&url=${url}`;
  return crypto.createHash("sha1").update(text).digest("hex");
}

/**
 * Whether a message from the official account's server is signed with our Token (接入概述, "验证消息的确来自微信服务器"):
 * signature = SHA-1 of token, timestamp and nonce sorted as strings and concatenated.
 */
export function messageSignatureValid(token: string, query: { signature: string; timestamp: string; nonce: string }): boolean {
  if (!token || !query.signature) return false;
  const expected = crypto.createHash("sha1").update([token, query.timestamp, query.nonce].sort().join("")).digest("hex");
  const given = Buffer.from(query.signature.toLowerCase());
  return given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected));
}
