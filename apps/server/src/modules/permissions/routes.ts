import { permissionEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getPermission } from "./get-permission.js";
import { listPermissions } from "./list-permissions.js";
import { updatePermission } from "./update-permission.js";
import { listUserPermissions } from "./user-permissions.js";

/** The permission rows (/admin/user/permission) and the caller's own. */
export const permissionRoutes = [
  defineRoute(permissionEndpoints.mine, {
    gateExempt: true,
    async handler({ ctx, actor }) {
      return { permission: await listUserPermissions(ctx, Number(actor.requireUser().id)) };
    },
  }),
  defineRoute(permissionEndpoints.list, {
    pages: ["/admin/user/permission"],
    handler: ({ ctx, query }) => listPermissions(ctx, query),
  }),
  defineRoute(permissionEndpoints.get, {
    handler: ({ ctx, query }) => getPermission(ctx, query.id),
  }),
  defineRoute(permissionEndpoints.update, {
    async handler({ ctx, body }) {
      await updatePermission(ctx, body);
      return {};
    },
  }),
];
