import { aiQuotaEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { buyQuota } from "./buy-quota.js";
import { getQuota } from "./get-quota.js";

/** The member's daily AI quota and buying extra messages with credits. */
export const aiQuotaRoutes = [
  defineRoute(aiQuotaEndpoints.get, {
    handler: ({ ctx, actor }) => getQuota(ctx, Number(actor.requireUser().id)),
  }),
  defineRoute(aiQuotaEndpoints.buy, {
    handler: ({ ctx, actor, body }) => buyQuota(ctx, Number(actor.requireUser().id), body.count),
  }),
];
