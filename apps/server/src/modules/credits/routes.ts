import { creditLogQuerySchema, creditLogReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listCreditLog } from "./list-credit-log.js";

export const creditRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/credit/log",
    title: "积分明细",
    access: "login",
    query: creditLogQuerySchema,
    reply: creditLogReplySchema,
    handler: ({ ctx, actor, query }) => listCreditLog(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10),
  }),
];
