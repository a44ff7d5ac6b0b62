import { creditEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listCreditLog } from "./list-credit-log.js";

export const creditRoutes = [
  defineRoute(creditEndpoints.log, {
    handler: ({ ctx, actor, query }) => listCreditLog(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10),
  }),
];
