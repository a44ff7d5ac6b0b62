import {
  permissionListQuerySchema, permissionListReplySchema, permissionQuerySchema, permissionSchema, permissionUpdateBodySchema,
  userPermissionReplySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { getPermission } from "./get-permission.js";
import { listPermissions } from "./list-permissions.js";
import { updatePermission } from "./update-permission.js";
import { listUserPermissions } from "./user-permissions.js";

/** The permission rows (/admin/user/permission) and the caller's own. */
export const permissionRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/permission",
    title: "我的权限",
    access: "login",
    gateExempt: true,
    reply: userPermissionReplySchema,
    async handler({ ctx, actor }) {
      return { permission: await listUserPermissions(ctx, Number(actor.requireUser().id)) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/permission/list",
    title: "权限列表",
    access: "admin",
    pages: ["/admin/user/permission"],
    query: permissionListQuerySchema,
    reply: permissionListReplySchema,
    handler: ({ ctx, query }) => listPermissions(ctx, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/permission",
    title: "查询权限",
    access: "admin",
    query: permissionQuerySchema,
    reply: permissionSchema,
    handler: ({ ctx, query }) => getPermission(ctx, query.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/permission",
    title: "修改权限",
    access: "admin",
    body: permissionUpdateBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await updatePermission(ctx, body);
      return {};
    },
  }),
];
