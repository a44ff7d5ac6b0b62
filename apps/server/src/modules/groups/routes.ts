import {
  groupCreateBodySchema, groupDeleteQuerySchema, groupListQuerySchema, groupListReplySchema, groupPermissionBodySchema,
  groupPermissionQuerySchema, groupPermissionReplySchema, groupQuerySchema, groupSchema, groupUpdateBodySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createGroup } from "./create-group.js";
import { deleteGroups } from "./delete-groups.js";
import { getGroupPermissions } from "./get-group-permissions.js";
import { listGroups } from "./list-groups.js";
import { requireGroup } from "./queries.js";
import { setGroupPermissions } from "./set-group-permissions.js";
import { updateGroup } from "./update-group.js";
import { listUserGroups } from "./user-groups.js";

const empty = z.object({});

/** Groups (roles), their capability flags and their permissions (/admin/user/group). */
export const groupRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/group",
    title: "我的用户组",
    access: "login",
    gateExempt: true,
    reply: z.object({ group: z.array(groupSchema) }),
    async handler({ ctx, actor }) {
      return { group: await listUserGroups(ctx, Number(actor.requireUser().id)) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/group/list",
    title: "用户组列表",
    access: "public",
    permission: true,
    pages: ["/admin/user/group"],
    query: groupListQuerySchema,
    reply: groupListReplySchema,
    handler: ({ ctx, actor, query }) => listGroups(ctx, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/group",
    title: "查询用户组",
    access: "public",
    query: groupQuerySchema,
    reply: groupSchema,
    handler: ({ ctx, query }) => requireGroup(ctx.db.kysely, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/group",
    title: "新增用户组",
    access: "admin",
    body: groupCreateBodySchema,
    reply: groupSchema,
    handler: ({ ctx, body }) => createGroup(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/group",
    title: "修改用户组",
    access: "admin",
    body: groupUpdateBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateGroup(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/group",
    title: "删除用户组",
    access: "admin",
    query: groupDeleteQuerySchema,
    reply: empty,
    async handler({ ctx, query }) {
      await deleteGroups(ctx, query.id);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/group/permission",
    title: "查询用户组权限",
    access: "admin",
    query: groupPermissionQuerySchema,
    reply: groupPermissionReplySchema,
    handler: ({ ctx, query }) => getGroupPermissions(ctx, query.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/group/permission",
    title: "设置用户组权限",
    access: "admin",
    body: groupPermissionBodySchema,
    reply: empty,
    async handler({ ctx, body }) {
      await setGroupPermissions(ctx, body.group_id, body.permission_id);
      return {};
    },
  }),
];
