import {
  emailCodeBodySchema, findPasswordStepOneBodySchema, findPasswordStepTwoBodySchema, loginBodySchema, loginReplySchema, registerBodySchema,
} from "../schemas/user.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** Signing up, in and out, the registration email code and finding a lost password (api-contract §4.1). */
export const authEndpoints = {
  register: apiRoute({
    method: "POST", path: "/api/v1/user/register", title: "用户注册", access: "public", body: registerBodySchema, reply: loginReplySchema,
  }),
  emailCode: apiRoute({
    method: "POST", path: "/api/v1/user/email/code", title: "发送邮箱验证码", access: "public", body: emailCodeBodySchema, reply: emptyReplySchema,
  }),
  login: apiRoute({ method: "POST", path: "/api/v1/user/login", title: "用户登录", access: "public", body: loginBodySchema, reply: loginReplySchema }),
  logout: apiRoute({ method: "DELETE", path: "/api/v1/user/logout", title: "退出登录", access: "login", reply: emptyReplySchema }),
  findPasswordStepOne: apiRoute({
    method: "POST", path: "/api/v1/user/findpassword/stepone", title: "找回密码：发送邮件", access: "public", body: findPasswordStepOneBodySchema,
    reply: emptyReplySchema,
  }),
  findPasswordStepTwo: apiRoute({
    method: "PUT", path: "/api/v1/user/findpassword/steptwo", title: "找回密码：设置新密码", access: "public", body: findPasswordStepTwoBodySchema,
    reply: emptyReplySchema,
  }),
};
