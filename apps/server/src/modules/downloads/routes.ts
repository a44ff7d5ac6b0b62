import { downloadEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listUserDownloads } from "./list-user-downloads.js";
import { quoteDownload } from "./quote-download.js";
import { requestDownload } from "./request-download.js";
import { reviewDownload } from "./review-download.js";

export const downloadRoutes = [
  defineRoute(downloadEndpoints.document, {
    handler: ({ ctx, actor, query, ip }) => requestDownload(ctx, actor, query.id ?? 0, ip),
  }),
  defineRoute(downloadEndpoints.price, {
    handler: ({ ctx, actor, query }) => quoteDownload(ctx, Number(actor.requireUser().id), query.id ?? 0),
  }),
  defineRoute(downloadEndpoints.vip, {
    handler: ({ ctx, actor, query, ip }) => requestDownload(ctx, actor, query.id, ip, { vip: true }),
  }),
  defineRoute(downloadEndpoints.underReview, {
    handler: ({ ctx, actor, query }) => reviewDownload(ctx, Number(actor.requireUser().id), query.id ?? 0),
  }),
  defineRoute(downloadEndpoints.mine, {
    handler: ({ ctx, actor, query }) => listUserDownloads(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10),
  }),
];
