import { userEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { changePassword } from "./change-password.js";
import { getUser } from "./get-user.js";
import { updateProfile } from "./update-profile.js";

/** A user's own account: their profile and password; and anyone's public profile. */
export const userRoutes = [
  defineRoute(userEndpoints.get, {
    permission: true,
    handler: ({ ctx, actor, query }) => getUser(ctx, actor, query.id),
  }),
  defineRoute(userEndpoints.updateProfile, {
    permission: true,
    async handler({ ctx, actor, body }) {
      await updateProfile(ctx, actor, body);
      return {};
    },
  }),
  defineRoute(userEndpoints.changePassword, {
    rateLimit: 10,
    handler: ({ ctx, actor, body }) => changePassword(ctx, actor, body),
  }),
];
