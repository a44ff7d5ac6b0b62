import { documentIdsBodySchema, documentIdsQuerySchema, documentListReplySchema, documentRecycleQuerySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listRecycle } from "./list-recycle.js";
import { purgeDocuments } from "./purge-documents.js";
import { restoreDocuments } from "./restore-documents.js";

/** RecycleAPI (api-contract §4.2): the document recycle bin of the back office. */
export const recycleRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/document/recycle",
    title: "回收站文档列表",
    access: "admin",
    pages: ["/admin/document/recycle"],
    query: documentRecycleQuerySchema,
    reply: documentListReplySchema,
    handler: ({ ctx, query }) => listRecycle(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/recycle",
    title: "恢复回收站文档",
    access: "admin",
    body: documentIdsBodySchema,
    async handler({ ctx, body }) {
      await restoreDocuments(ctx, body.id);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/document/recycle",
    title: "删除回收站文档",
    access: "admin",
    query: documentIdsQuerySchema,
    async handler({ ctx, query }) {
      await purgeDocuments(ctx, query.id);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/document/recycle/all",
    title: "清空回收站",
    access: "admin",
    async handler({ ctx }) {
      await purgeDocuments(ctx, "all");
      return {};
    },
  }),
];
