import type { AppContext } from "../../context.js";
import { providerIo } from "../oauth/provider-io.js";
import { readJson, stringField, type JsonObject } from "../oauth/providers/read-json.js";
import { ProviderError, withQuery } from "../oauth/providers/provider.js";
import type { MiniprogramSettings } from "./miniprogram-settings.js";

/**
 * The mini-program's calls to api.weixin.qq.com, through the outbound guard (oauth/provider-io.ts: a local fake
 * stands in for WeChat in tests, and only there).
 */
export const WECHAT_API = "https://api.weixin.qq.com";
const SAFETY_MS = 5 * 60_000;
/** errcodes of an access_token that is no longer good (invalid, expired): fetched again once. */
const STALE_TOKEN = new Set(["40001", "42001", "40014"]);

const tokens = new Map<string, { value: string; expiresAt: number }>();

/** A WeChat JSON answer, or a WechatError when it carries a non-zero errcode. */
export function checkedWechatReply(body: JsonObject, what: string): JsonObject {
  const errcode = stringField(body, "errcode");
  if (errcode && errcode !== "0") throw new WechatError(what, errcode, stringField(body, "errmsg"));
  return body;
}

export class WechatError extends ProviderError {
  constructor(
    what: string,
    readonly errcode: string,
    errmsg: string,
  ) {
    super(`WeChat ${what} errcode ${errcode}: ${errmsg}`);
  }
}

/**
 * The mini-program's access_token (GET /cgi-bin/token, grant_type=client_credential;
 * developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/mp-access-token/getAccessToken.html), kept until five minutes
 * before the expires_in WeChat gives, since WeChat limits how often it may be fetched.
 */
export async function accessToken(ctx: AppContext, s: MiniprogramSettings): Promise<string> {
  const key = `${s.appId}:${s.secret}`;
  const hit = tokens.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value;
  const io = await providerIo(ctx);
  const url = withQuery(io.url(`${WECHAT_API}/cgi-bin/token`), { grant_type: "client_credential", appid: s.appId, secret: s.secret });
  const body = checkedWechatReply((await readJson(io, url)).body, "cgi-bin/token");
  const value = stringField(body, "access_token");
  if (!value) throw new ProviderError("WeChat cgi-bin/token gave no access_token");
  const expiresIn = Number(body.expires_in) || 7200;
  tokens.set(key, { value, expiresAt: Date.now() + Math.max(0, expiresIn * 1000 - SAFETY_MS) });
  return value;
}

/** Runs a call with the access_token, fetching a new one once when WeChat says the kept one is no longer good. */
export async function withAccessToken<T>(ctx: AppContext, s: MiniprogramSettings, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await accessToken(ctx, s));
  } catch (error) {
    if (!(error instanceof WechatError && STALE_TOKEN.has(error.errcode))) throw error;
    tokens.delete(`${s.appId}:${s.secret}`);
    return call(await accessToken(ctx, s));
  }
}

export interface MiniprogramSession {
  openid: string;
  unionid: string;
}

/** GET /sns/jscode2session: who the wx.login code belongs to (developers.weixin.qq.com/miniprogram/dev/OpenApiDoc/user-login/code2Session.html). */
export async function codeToSession(ctx: AppContext, s: MiniprogramSettings, code: string): Promise<MiniprogramSession> {
  const io = await providerIo(ctx);
  const url = withQuery(io.url(`${WECHAT_API}/sns/jscode2session`), { appid: s.appId, secret: s.secret, js_code: code, grant_type: "authorization_code" });
  const body = checkedWechatReply((await readJson(io, url)).body, "jscode2session");
  return { openid: stringField(body, "openid"), unionid: stringField(body, "unionid") };
}

