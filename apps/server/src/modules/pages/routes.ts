import { pageEndpoints } from "@wenku/contract";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { findInDocument } from "./find-in-document.js";
import { listPageUrls } from "./list-page-urls.js";
import { pageTextLayer } from "./page-text-layer.js";

export const pageRoutes: RouteDef[] = [
  defineRoute(pageEndpoints.list, {
    async handler({ ctx, actor, query }) {
      const size = Math.min(Math.max(query.size ?? 100, 1), 1000);
      return listPageUrls(ctx, actor, query.id ?? 0, Math.max(1, query.from ?? 1), size);
    },
  }),
  defineRoute(pageEndpoints.text, {
    async handler({ ctx, actor, query, request, reply }) {
      const layer = await pageTextLayer(ctx, actor, query.id ?? 0, query.page ?? 0);
      // Cached like the page image: an open page by anyone for an hour, revalidated by its ETag; others privately.
      reply.header("ETag", layer.etag).header("Cache-Control", layer.open ? "public, max-age=3600" : "private, no-cache");
      if (String(request.headers["if-none-match"] ?? "").split(",").some((tag) => tag.trim().replace(/^W\//, "") === layer.etag)) reply.code(304);
      return layer.reply;
    },
  }),
  defineRoute(pageEndpoints.find, {
    rateLimit: 120,
    handler: ({ ctx, actor, query }) => findInDocument(ctx, actor, query.id ?? 0, query.wd ?? ""),
  }),
];
