import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { fetchWechatpayCert } from "./wechatpay/fetch-wechatpay-cert.js";

export const paymentRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/wechatpay/cert",
    title: "获取微信支付平台证书",
    access: "admin",
    reply: z.object({ cert: z.string() }),
    handler: ({ ctx }) => fetchWechatpayCert(ctx),
  }),
];
