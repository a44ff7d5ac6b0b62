import { groupEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createGroup } from "./create-group.js";
import { deleteGroups } from "./delete-groups.js";
import { getGroupPermissions } from "./get-group-permissions.js";
import { listGroups } from "./list-groups.js";
import { requireGroup } from "./queries.js";
import { setGroupPermissions } from "./set-group-permissions.js";
import { updateGroup } from "./update-group.js";
import { listUserGroups } from "./user-groups.js";

/** Groups (roles), their capability flags and their permissions (/admin/user/group). */
export const groupRoutes = [
  defineRoute(groupEndpoints.mine, {
    gateExempt: true,
    async handler({ ctx, actor }) {
      return { group: await listUserGroups(ctx, Number(actor.requireUser().id)) };
    },
  }),
  defineRoute(groupEndpoints.list, {
    permission: true,
    pages: ["/admin/user/group"],
    handler: ({ ctx, actor, query }) => listGroups(ctx, actor, query),
  }),
  defineRoute(groupEndpoints.get, {
    handler: ({ ctx, query }) => requireGroup(ctx.db.kysely, query),
  }),
  defineRoute(groupEndpoints.create, {
    handler: ({ ctx, body }) => createGroup(ctx, body),
  }),
  defineRoute(groupEndpoints.update, {
    async handler({ ctx, body }) {
      await updateGroup(ctx, body);
      return {};
    },
  }),
  defineRoute(groupEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteGroups(ctx, query.id);
      return {};
    },
  }),
  defineRoute(groupEndpoints.permissions, {
    handler: ({ ctx, query }) => getGroupPermissions(ctx, query.id),
  }),
  defineRoute(groupEndpoints.setPermissions, {
    async handler({ ctx, body }) {
      await setGroupPermissions(ctx, body.group_id, body.permission_id);
      return {};
    },
  }),
];
