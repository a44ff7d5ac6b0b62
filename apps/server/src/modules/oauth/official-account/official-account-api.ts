import type { AppContext } from "../../../context.js";
import { providerIo } from "../provider-io.js";
import { readJson, stringField } from "../providers/read-json.js";
import { ProviderError, withQuery } from "../providers/provider.js";
import { ExpiringValues } from "../wechat-api/expiring-values.js";
import { wechatAppKey, withWechatAccessToken, type WechatApp } from "../wechat-api/wechat-access-token.js";
import { WECHAT_API, checkedWechatReply } from "../wechat-api/wechat-reply.js";
import type { OfficialAccountSettings } from "./official-account-settings.js";

const appOf = (account: OfficialAccountSettings): WechatApp => ({ appId: account.appId, secret: account.appSecret });

/** jsapi_ticket by app, per process (like the access_token). */
const tickets = new WeakMap<AppContext, ExpiringValues>();

/** GET /cgi-bin/ticket/getticket?type=jsapi (JS-SDK 附录1). */
export function jsapiTicket(ctx: AppContext, account: OfficialAccountSettings): Promise<string> {
  let held = tickets.get(ctx);
  if (!held) tickets.set(ctx, (held = new ExpiringValues()));
  const app = appOf(account);
  return held.get(wechatAppKey(app), () =>
    withWechatAccessToken(ctx, app, async (token) => {
      const io = await providerIo(ctx);
      const url = withQuery(io.url(`${WECHAT_API}/cgi-bin/ticket/getticket`), { access_token: token, type: "jsapi" });
      const body = checkedWechatReply((await readJson(io, url)).body, "getticket");
      const ticket = stringField(body, "ticket");
      if (!ticket) throw new ProviderError("WeChat getticket gave no ticket");
      return { value: ticket, expiresIn: Number(body.expires_in) || 7200 };
    }),
  );
}

/**
 * A temporary QR code carrying a scene string (POST /cgi-bin/qrcode/create, QR_STR_SCENE;
 * developers.weixin.qq.com/doc/offiaccount/Account_Management/Generating_a_Parametric_QR_Code.html). Answers the
 * image address (showqrcode?ticket=) and the code's content URL.
 */
export async function createSceneQrCode(ctx: AppContext, account: OfficialAccountSettings, scene: string, expireSeconds: number) {
  const io = await providerIo(ctx);
  const body = await withWechatAccessToken(ctx, appOf(account), async (token) => {
    const url = withQuery(io.url(`${WECHAT_API}/cgi-bin/qrcode/create`), { access_token: token });
    const { body } = await readJson(io, url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expire_seconds: expireSeconds, action_name: "QR_STR_SCENE", action_info: { scene: { scene_str: scene } } }),
    });
    return checkedWechatReply(body, "qrcode/create");
  });
  const ticket = stringField(body, "ticket");
  if (!ticket) throw new ProviderError("WeChat qrcode/create gave no ticket");
  return {
    image: withQuery("https://mp.weixin.qq.com/cgi-bin/showqrcode", { ticket }),
    content: stringField(body, "url"),
    expiresIn: Number(body.expire_seconds) || expireSeconds,
  };
}
