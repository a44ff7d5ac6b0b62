import type { AppContext } from "../../context.js";
import { providerIo } from "../oauth/provider-io.js";
import { readJson, stringField } from "../oauth/providers/read-json.js";
import { withQuery } from "../oauth/providers/provider.js";
import { WECHAT_API, checkedWechatReply } from "../oauth/wechat-api/wechat-reply.js";
import type { MiniprogramSettings } from "./miniprogram-settings.js";

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

