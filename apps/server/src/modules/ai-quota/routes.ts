import { aiQuotaBuySchema, aiQuotaSchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { buyQuota } from "./buy-quota.js";
import { getQuota } from "./get-quota.js";

/** The member's daily AI quota and buying extra messages with credits. */
export const aiQuotaRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/ai/quota",
    title: "查询 AI 对话额度",
    access: "login",
    reply: aiQuotaSchema,
    handler: ({ ctx, actor }) => getQuota(ctx, Number(actor.requireUser().id)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user/ai/quota",
    title: "加购 AI 对话额度",
    access: "login",
    body: aiQuotaBuySchema,
    reply: aiQuotaSchema,
    handler: ({ ctx, actor, body }) => buyQuota(ctx, Number(actor.requireUser().id), body.count),
  }),
];
