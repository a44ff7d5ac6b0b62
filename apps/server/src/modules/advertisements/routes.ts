import { advertisementEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createAdvertisement } from "./create-advertisement.js";
import { currentAdvertisements } from "./current-advertisements.js";
import { deleteAdvertisements } from "./delete-advertisements.js";
import { getAdvertisement } from "./get-advertisement.js";
import { listAdvertisements } from "./list-advertisements.js";
import { updateAdvertisement } from "./update-advertisement.js";

/** AdvertisementAPI (api-contract §4.11). */
export const advertisementRoutes = [
  defineRoute(advertisementEndpoints.position, {
    async handler({ ctx, actor, query }) {
      return { advertisement: await currentAdvertisements(ctx, actor, query.position) };
    },
  }),
  defineRoute(advertisementEndpoints.list, {
    pages: ["/admin/advertisement"],
    handler: ({ ctx, query }) => listAdvertisements(ctx, query),
  }),
  defineRoute(advertisementEndpoints.get, {
    handler: ({ ctx, query }) => getAdvertisement(ctx, query.id),
  }),
  defineRoute(advertisementEndpoints.create, {
    handler: ({ ctx, actor, body }) => createAdvertisement(ctx, actor.requireUser().id, body),
  }),
  defineRoute(advertisementEndpoints.update, {
    async handler({ ctx, body }) {
      await updateAdvertisement(ctx, body);
      return {};
    },
  }),
  defineRoute(advertisementEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteAdvertisements(ctx, query.id);
      return {};
    },
  }),
];
