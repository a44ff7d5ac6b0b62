import { captchaQuerySchema, captchaReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createCaptcha } from "./create-captcha.js";

export const captchaRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/captcha",
    title: "获取验证码",
    access: "public",
    gateExempt: true,
    rateLimit: 30,
    query: captchaQuerySchema,
    reply: captchaReplySchema,
    handler: ({ ctx, query }) => createCaptcha(ctx, query.type),
  }),
];
