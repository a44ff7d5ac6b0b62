import { wechatJsapiMessages } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import { hasAppCredentials, officialAccountSettings } from "../../oauth/official-account/official-account-settings.js";
import { providerIo } from "../../oauth/provider-io.js";
import { readJson, stringField } from "../../oauth/providers/read-json.js";
import { withQuery } from "../../oauth/providers/provider.js";

/**
 * The payer of a JSAPI payment: the official-account OAuth code (snsapi_base, got by the order page inside WeChat)
 * → GET /sns/oauth2/access_token → openid of the official account (oauth group officialaccount_*), whose AppID
 * the order is placed with
 * (developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html, 第二步). It must be the
 * AppID WeChat Pay is configured with: the payment notification is accepted only for that one.
 */
export async function officialAccountPayer(ctx: AppContext, code: string, payAppId: string): Promise<{ appId: string; openid: string }> {
  const account = await officialAccountSettings(ctx);
  if (!hasAppCredentials(account)) throw badRequest(wechatJsapiMessages.officialAccountMissing);
  if (account.appId !== payAppId) throw badRequest(wechatJsapiMessages.appIdMismatch);
  const io = await providerIo(ctx);
  const url = withQuery(io.url("https://api.weixin.qq.com/sns/oauth2/access_token"), {
    appid: account.appId, secret: account.appSecret, code, grant_type: "authorization_code",
  });
  let openid = "";
  try {
    const { body } = await readJson(io, url);
    if (!stringField(body, "errcode") || stringField(body, "errcode") === "0") openid = stringField(body, "openid");
    else ctx.log.warn("wechat jsapi: oauth2/access_token refused", { errcode: stringField(body, "errcode"), errmsg: stringField(body, "errmsg") });
  } catch (error) {
    ctx.log.warn("wechat jsapi: oauth2/access_token failed", { err: error });
  }
  if (!openid) throw badRequest(wechatJsapiMessages.authorizationFailed);
  return { appId: account.appId, openid };
}
