import type { AppContext } from "../../../context.js";
import { providerIo } from "../provider-io.js";
import { readJson, stringField, type JsonObject } from "../providers/read-json.js";
import { ProviderError, withQuery } from "../providers/provider.js";
import type { OfficialAccountSettings } from "./official-account-settings.js";

interface Cached {
  value: string;
  expiresAt: number;
}

/** access_token and jsapi_ticket by AppID: WeChat limits how often they may be fetched, so each is kept until shortly before it expires. */
const cache = new Map<string, Cached>();
const SAFETY_MS = 5 * 60_000;

async function cached(key: string, fetchValue: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
  const hit = cache.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value;
  const { value, expiresIn } = await fetchValue();
  cache.set(key, { value, expiresAt: Date.now() + Math.max(0, expiresIn * 1000 - SAFETY_MS) });
  return value;
}

function checked(body: JsonObject, what: string): JsonObject {
  const errcode = stringField(body, "errcode");
  if (errcode && errcode !== "0") throw new ProviderError(`WeChat ${what} errcode ${errcode}: ${stringField(body, "errmsg")}`);
  return body;
}

/** GET /cgi-bin/token (client_credential), developers.weixin.qq.com/doc/offiaccount/Basic_Information/Get_access_token.html */
export function accessToken(ctx: AppContext, account: OfficialAccountSettings): Promise<string> {
  return cached(`token:${account.appId}:${account.appSecret}`, async () => {
    const io = await providerIo(ctx);
    const url = withQuery(io.url("https://api.weixin.qq.com/cgi-bin/token"), { grant_type: "client_credential", appid: account.appId, secret: account.appSecret });
    const body = checked((await readJson(io, url)).body, "cgi-bin/token");
    return { value: stringField(body, "access_token"), expiresIn: Number(body.expires_in) || 7200 };
  });
}

/** GET /cgi-bin/ticket/getticket?type=jsapi (JS-SDK 附录1). */
export function jsapiTicket(ctx: AppContext, account: OfficialAccountSettings): Promise<string> {
  return cached(`ticket:${account.appId}:${account.appSecret}`, async () => {
    const io = await providerIo(ctx);
    const url = withQuery(io.url("https://api.weixin.qq.com/cgi-bin/ticket/getticket"), { access_token: await accessToken(ctx, account), type: "jsapi" });
    const body = checked((await readJson(io, url)).body, "getticket");
    return { value: stringField(body, "ticket"), expiresIn: Number(body.expires_in) || 7200 };
  });
}

/**
 * A temporary QR code carrying a scene string (POST /cgi-bin/qrcode/create, QR_STR_SCENE;
 * developers.weixin.qq.com/doc/offiaccount/Account_Management/Generating_a_Parametric_QR_Code.html). Answers the
 * image address (showqrcode?ticket=) and the code's content URL.
 */
export async function createSceneQrCode(ctx: AppContext, account: OfficialAccountSettings, scene: string, expireSeconds: number) {
  const io = await providerIo(ctx);
  const url = withQuery(io.url("https://api.weixin.qq.com/cgi-bin/qrcode/create"), { access_token: await accessToken(ctx, account) });
  const { body } = await readJson(io, url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ expire_seconds: expireSeconds, action_name: "QR_STR_SCENE", action_info: { scene: { scene_str: scene } } }),
  });
  checked(body, "qrcode/create");
  const ticket = stringField(body, "ticket");
  if (!ticket) throw new ProviderError("WeChat qrcode/create gave no ticket");
  return {
    image: withQuery("https://mp.weixin.qq.com/cgi-bin/showqrcode", { ticket }),
    content: stringField(body, "url"),
    expiresIn: Number(body.expire_seconds) || expireSeconds,
  };
}
