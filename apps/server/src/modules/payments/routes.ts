import { paymentEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { fetchWechatpayCert } from "./wechatpay/fetch-wechatpay-cert.js";

/** The gateways' API routes; their notifications are registered by register-callbacks.ts, outside /api/v1. */
export const paymentRoutes = [
  defineRoute(paymentEndpoints.wechatpayCert, {
    handler: ({ ctx }) => fetchWechatpayCert(ctx),
  }),
];
