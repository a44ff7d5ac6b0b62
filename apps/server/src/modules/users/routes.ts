import { passwordBodySchema, passwordReplySchema, profileBodySchema, userQuerySchema, userReplySchema } from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { changePassword } from "./change-password.js";
import { getUser } from "./get-user.js";
import { updateProfile } from "./update-profile.js";

/** A user's own account: their profile and password; and anyone's public profile. */
export const userRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user",
    title: "查询用户信息",
    access: "public",
    permission: true,
    query: userQuerySchema,
    reply: userReplySchema,
    handler: ({ ctx, actor, query }) => getUser(ctx, actor, query.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/user/profile",
    title: "修改用户资料",
    access: "login",
    permission: true,
    body: profileBodySchema,
    reply: z.object({}),
    async handler({ ctx, actor, body }) {
      await updateProfile(ctx, actor, body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/user/password",
    title: "修改密码",
    access: "login",
    rateLimit: 10,
    body: passwordBodySchema,
    reply: passwordReplySchema,
    handler: ({ ctx, actor, body }) => changePassword(ctx, actor, body),
  }),
];
