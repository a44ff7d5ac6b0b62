import { signInEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getTodaySign } from "./get-today-sign.js";
import { signToday } from "./sign-today.js";

export const signInRoutes = [
  defineRoute(signInEndpoints.sign, {
    rateLimit: 30,
    handler: ({ ctx, actor, ip }) => signToday(ctx, actor.requireUser(), ip),
  }),
  defineRoute(signInEndpoints.today, {
    handler: ({ ctx, actor }) => getTodaySign(ctx, actor.requireUser().id),
  }),
];
