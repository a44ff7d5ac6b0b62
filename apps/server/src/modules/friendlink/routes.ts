import { friendlinkEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createFriendlink } from "./create-friendlink.js";
import { deleteFriendlinks } from "./delete-friendlinks.js";
import { getFriendlink } from "./get-friendlink.js";
import { listFriendlinks } from "./list-friendlinks.js";
import { updateFriendlink } from "./update-friendlink.js";

export const friendlinkRoutes = [
  defineRoute(friendlinkEndpoints.list, {
    permission: true,
    pages: ["/admin/friendlink"],
    async handler({ ctx, actor, query }) {
      return listFriendlinks(ctx, query, await actor.holds(friendlinkEndpoints.list));
    },
  }),
  defineRoute(friendlinkEndpoints.get, {
    async handler({ ctx, actor, query }) {
      return getFriendlink(ctx, query.id, await actor.holds(friendlinkEndpoints.list));
    },
  }),
  defineRoute(friendlinkEndpoints.create, {
    handler: ({ ctx, body }) => createFriendlink(ctx, body),
  }),
  defineRoute(friendlinkEndpoints.update, {
    async handler({ ctx, body }) {
      await updateFriendlink(ctx, body);
      return {};
    },
  }),
  defineRoute(friendlinkEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteFriendlinks(ctx, query.id);
      return {};
    },
  }),
];
