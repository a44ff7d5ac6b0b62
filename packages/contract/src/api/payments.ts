import { z } from "zod";
import { apiRoute } from "./api-route.js";

/** WeChat Pay's platform certificate (PEM), fetched with the saved merchant settings. */
export const wechatpayCertReplySchema = z.object({ cert: z.string() });

/**
 * The payment gateways' API routes. Their notifications (`POST /callback/<provider>`, api-contract §5.2) are outside
 * /api/v1, speak each gateway's own format and are never called by the web, so they are not declared here.
 */
export const paymentEndpoints = {
  wechatpayCert: apiRoute({
    method: "GET", path: "/api/v1/wechatpay/cert", title: "获取微信支付平台证书", access: "admin", reply: wechatpayCertReplySchema,
  }),
};
