import { documentDownloadQuerySchema, downloadUrlReplySchema, pageQuery, userDownloadListReplySchema, vipDownloadQuerySchema } from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { listUserDownloads } from "./list-user-downloads.js";
import { requestDownload } from "./request-download.js";
import { reviewDownload } from "./review-download.js";

export const downloadRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/document/download",
    title: "下载文档",
    access: "public",
    query: documentDownloadQuerySchema,
    reply: downloadUrlReplySchema,
    handler: ({ ctx, actor, query, ip }) => requestDownload(ctx, actor, query.id ?? 0, ip),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/download/vip",
    title: "VIP 下载文档",
    access: "login",
    query: vipDownloadQuerySchema,
    reply: downloadUrlReplySchema,
    handler: ({ ctx, actor, query, ip }) => requestDownload(ctx, actor, query.id, ip, { vip: true }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/download/bereviewed",
    title: "下载待审核文档",
    access: "admin",
    query: documentDownloadQuerySchema,
    reply: downloadUrlReplySchema,
    handler: ({ ctx, actor, query }) => reviewDownload(ctx, Number(actor.requireUser().id), query.id ?? 0),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/download",
    title: "我的下载",
    access: "login",
    query: z.object(pageQuery),
    reply: userDownloadListReplySchema,
    handler: ({ ctx, actor, query }) => listUserDownloads(ctx, Number(actor.requireUser().id), query.page ?? 1, query.size ?? 10),
  }),
];
