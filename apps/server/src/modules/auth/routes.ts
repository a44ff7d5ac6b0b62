import {
  emailCodeBodySchema, findPasswordStepOneBodySchema, findPasswordStepTwoBodySchema, loginBodySchema, loginReplySchema, registerBodySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { requestEmailCode } from "./email-code-request.js";
import { loginUser } from "./login.js";
import { revokeToken } from "./logout.js";
import { registerUser } from "./register.js";
import { requestPasswordReset } from "./request-password-reset.js";
import { resetPassword } from "./reset-password.js";

const empty = z.object({});

export const authRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/user/register",
    title: "用户注册",
    access: "public",
    gateExempt: true,
    rateLimit: 5,
    body: registerBodySchema,
    reply: loginReplySchema,
    handler: ({ ctx, body, ip }) => registerUser(ctx, body, ip),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/email/code",
    title: "发送邮箱验证码",
    access: "public",
    gateExempt: true,
    rateLimit: 5,
    body: emailCodeBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await requestEmailCode(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/login",
    title: "用户登录",
    access: "public",
    gateExempt: true,
    rateLimit: 10,
    body: loginBodySchema,
    reply: loginReplySchema,
    handler: ({ ctx, body, ip }) => loginUser(ctx, body, ip),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/user/logout",
    title: "退出登录",
    access: "login",
    gateExempt: true,
    reply: empty,
    async handler({ ctx, actor }) {
      if (actor.token) await revokeToken(ctx, actor.token);
      return {};
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/findpassword/stepone",
    title: "找回密码：发送邮件",
    access: "public",
    gateExempt: true,
    rateLimit: 5,
    body: findPasswordStepOneBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await requestPasswordReset(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/user/findpassword/steptwo",
    title: "找回密码：设置新密码",
    access: "public",
    gateExempt: true,
    rateLimit: 5,
    body: findPasswordStepTwoBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await resetPassword(ctx, body);
      return {};
    },
  }),
];
