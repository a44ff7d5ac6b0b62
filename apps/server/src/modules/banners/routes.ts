import { bannerEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createBanner } from "./create-banner.js";
import { deleteBanners } from "./delete-banners.js";
import { getBanner } from "./get-banner.js";
import { listBanners } from "./list-banners.js";
import { updateBanner } from "./update-banner.js";

/** BannerAPI (api-contract §4.11). */
export const bannerRoutes = [
  defineRoute(bannerEndpoints.list, {
    permission: true,
    pages: ["/admin/banner"],
    async handler({ ctx, actor, query }) {
      return listBanners(ctx, query, await actor.holds(bannerEndpoints.list));
    },
  }),
  defineRoute(bannerEndpoints.get, {
    handler: ({ ctx, query }) => getBanner(ctx, query.id),
  }),
  defineRoute(bannerEndpoints.create, {
    handler: ({ ctx, body }) => createBanner(ctx, body),
  }),
  defineRoute(bannerEndpoints.update, {
    async handler({ ctx, body }) {
      await updateBanner(ctx, body);
      return {};
    },
  }),
  defineRoute(bannerEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteBanners(ctx, query.id);
      return {};
    },
  }),
];
