import { captchaEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createCaptcha } from "./create-captcha.js";

export const captchaRoutes = [
  defineRoute(captchaEndpoints.get, {
    gateExempt: true,
    rateLimit: 30,
    handler: ({ ctx, query }) => createCaptcha(ctx, query.type, query.required),
  }),
];
