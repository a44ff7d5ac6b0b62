import {
  adminCreateUserBodySchema, adminUpdateUserBodySchema, deleteUsersQuerySchema, userListQuerySchema, userListReplySchema, userReplySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createUserByAdmin } from "./create-user-by-admin.js";
import { deleteUsers } from "./delete-users.js";
import { listUsers } from "./list-users.js";
import { updateUser } from "./update-user.js";

/** The back office's user management (/admin/user/list). */
export const userAdminRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/list",
    title: "用户列表",
    access: "public",
    permission: true,
    pages: ["/admin/user/list"],
    query: userListQuerySchema,
    reply: userListReplySchema,
    handler: ({ ctx, actor, query }) => listUsers(ctx, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/user",
    title: "新增用户",
    access: "admin",
    body: adminCreateUserBodySchema,
    reply: userReplySchema,
    handler: ({ ctx, actor, body, ip }) => createUserByAdmin(ctx, actor, body, ip),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/user",
    title: "设置用户",
    access: "admin",
    body: adminUpdateUserBodySchema,
    reply: z.object({}),
    async handler({ ctx, actor, body }) {
      await updateUser(ctx, actor, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/user",
    title: "删除用户",
    access: "admin",
    query: deleteUsersQuerySchema,
    reply: z.object({}),
    async handler({ ctx, actor, query }) {
      await deleteUsers(ctx, actor, query);
      return {};
    },
  }),
];
