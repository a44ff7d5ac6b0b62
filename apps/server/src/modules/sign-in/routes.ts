import { signReplySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getTodaySign } from "./get-today-sign.js";
import { signToday } from "./sign-today.js";

export const signInRoutes = [
  defineRoute({
    method: "PUT",
    path: "/api/v1/user/sign",
    title: "每日签到",
    access: "login",
    rateLimit: 30,
    reply: signReplySchema,
    handler: ({ ctx, actor, ip }) => signToday(ctx, actor.requireUser(), ip),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/sign",
    title: "今日签到状态",
    access: "login",
    reply: signReplySchema,
    handler: ({ ctx, actor }) => getTodaySign(ctx, actor.requireUser().id),
  }),
];
