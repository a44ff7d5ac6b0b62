import { qInt } from "@wenku/contract";
import { z } from "zod";
import { defineRoute, type RouteDef } from "../../http/route.js";
import { listPageUrls } from "./list-page-urls.js";

const pagesReply = z.object({
  id: z.number().int(),
  hash: z.string(),
  status: z.number().int(),
  pages: z.number().int(),
  preview: z.number().int(),
  total: z.number().int(),
  more: z.boolean(),
  cover: z.string(),
  page: z.array(z.object({ page: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() })),
});

export const pageRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/document/pages",
    title: "文档页面地址",
    access: "public",
    query: z.object({ id: qInt(), from: qInt(1), size: qInt(100) }),
    reply: pagesReply,
    async handler({ ctx, actor, query }) {
      const size = Math.min(Math.max(query.size ?? 100, 1), 1000);
      return listPageUrls(ctx, actor, query.id ?? 0, Math.max(1, query.from ?? 1), size);
    },
  }),
];
