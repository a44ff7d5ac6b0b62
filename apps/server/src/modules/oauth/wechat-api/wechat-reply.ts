import { stringField, type JsonObject } from "../providers/read-json.js";
import { ProviderError } from "../providers/provider.js";

/** api.weixin.qq.com, reached through the outbound guard (oauth/provider-io.ts: a local fake stands in for it in tests). */
export const WECHAT_API = "https://api.weixin.qq.com";

export class WechatError extends ProviderError {
  constructor(
    what: string,
    readonly errcode: string,
    errmsg: string,
  ) {
    super(`WeChat ${what} errcode ${errcode}: ${errmsg}`);
  }
}

/** A WeChat JSON answer, or a WechatError when it carries a non-zero errcode. */
export function checkedWechatReply(body: JsonObject, what: string): JsonObject {
  const errcode = stringField(body, "errcode");
  if (errcode && errcode !== "0") throw new WechatError(what, errcode, stringField(body, "errmsg"));
  return body;
}

/** errcodes of an access_token that is no longer good: 40001 invalid or not the latest, 40014 invalid, 42001 expired. */
const STALE_TOKEN = new Set(["40001", "40014", "42001"]);

export const isStaleTokenError = (error: unknown) => error instanceof WechatError && STALE_TOKEN.has(error.errcode);
