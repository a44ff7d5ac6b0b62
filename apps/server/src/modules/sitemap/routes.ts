import { sitemapEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { runSitemap, sitemapRunning } from "./run-sitemap.js";
import { readSitemapState } from "./sitemap-lease.js";

/** PUT /api/v1/sitemap (api-contract §4.9: rebuild now) and the status the dashboard shows (ours). */
export const sitemapRoutes = [
  defineRoute(sitemapEndpoints.rebuild, {
    async handler({ ctx }) {
      await runSitemap(ctx);
      return {};
    },
  }),
  defineRoute(sitemapEndpoints.status, {
    async handler({ ctx }) {
      const state = await readSitemapState(ctx);
      const leased = state.lease_until !== null && state.lease_until > new Date().toISOString();
      return {
        ...(state.generated_at ? { generated_at: state.generated_at } : {}),
        url_count: Number(state.url_count),
        file_count: Number(state.file_count),
        running: sitemapRunning(ctx) || leased,
      };
    },
  }),
];
