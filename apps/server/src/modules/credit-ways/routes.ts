import { creditEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { creditWays } from "./credit-ways.js";

export const creditWayRoutes = [
  defineRoute(creditEndpoints.ways, {
    handler: ({ ctx, actor }) => creditWays(ctx, actor.requireUser()),
  }),
];
