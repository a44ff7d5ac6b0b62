import { userEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createUserByAdmin } from "./create-user-by-admin.js";
import { deleteUsers } from "./delete-users.js";
import { listUsers } from "./list-users.js";
import { updateUser } from "./update-user.js";

/** The back office's user management (/admin/user/list). */
export const userAdminRoutes = [
  defineRoute(userEndpoints.list, {
    permission: true,
    pages: ["/admin/user/list"],
    handler: ({ ctx, actor, query }) => listUsers(ctx, actor, query),
  }),
  defineRoute(userEndpoints.create, {
    handler: ({ ctx, actor, body, ip }) => createUserByAdmin(ctx, actor, body, ip),
  }),
  defineRoute(userEndpoints.update, {
    async handler({ ctx, actor, body }) {
      await updateUser(ctx, actor, body);
      return {};
    },
  }),
  defineRoute(userEndpoints.remove, {
    async handler({ ctx, actor, query }) {
      await deleteUsers(ctx, actor, query);
      return {};
    },
  }),
];
