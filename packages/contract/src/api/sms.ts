import { loginReplySchema } from "../schemas/user.js";
import {
  mobileBindBodySchema, mobileFindPasswordBodySchema, mobileLoginBodySchema, mobileRegisterBodySchema, smsIdQuerySchema, smsListQuerySchema,
  smsListReplySchema, smsSchema, smsSendBodySchema, smsSendReplySchema,
} from "../schemas/sms.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** SmsAPI (api-contract §6.4): codes by text message, signing up, in and recovering a password by mobile, the send log. */
export const smsEndpoints = {
  send: apiRoute({ method: "POST", path: "/api/v1/sms", title: "发送短信验证码", access: "public", body: smsSendBodySchema, reply: smsSendReplySchema }),
  get: apiRoute({ method: "GET", path: "/api/v1/sms", title: "查看短信记录", access: "admin", query: smsIdQuerySchema, reply: smsSchema }),
  list: apiRoute({ method: "GET", path: "/api/v1/sms/list", title: "短信记录", access: "admin", query: smsListQuerySchema, reply: smsListReplySchema }),
  login: apiRoute({
    method: "POST", path: "/api/v1/user/login/mobile", title: "手机号登录", access: "public", body: mobileLoginBodySchema, reply: loginReplySchema,
  }),
  register: apiRoute({
    method: "POST", path: "/api/v1/user/register/mobile", title: "手机号注册", access: "public", body: mobileRegisterBodySchema, reply: loginReplySchema,
  }),
  findPassword: apiRoute({
    method: "POST", path: "/api/v1/user/findpassword/mobile", title: "手机号找回密码", access: "public", body: mobileFindPasswordBodySchema,
    reply: emptyReplySchema,
  }),
  bindMobile: apiRoute({
    method: "PUT", path: "/api/v1/user/mobile", title: "绑定手机号", access: "login", body: mobileBindBodySchema, reply: emptyReplySchema,
  }),
};
