import { captchaQuerySchema, captchaReplySchema } from "../schemas/user.js";
import { apiRoute } from "./api-route.js";

/** The image captcha a form may require (api-contract §4.1). */
export const captchaEndpoints = {
  get: apiRoute({
    method: "GET", path: "/api/v1/user/captcha", title: "获取验证码", access: "public", query: captchaQuerySchema, reply: captchaReplySchema,
  }),
};
