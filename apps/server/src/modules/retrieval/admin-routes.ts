import { embeddingListQuerySchema, embeddingListReplySchema, embeddingRedoSchema } from "@wenku/contract";
import { z } from "zod";
import { badRequest } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { listEmbeddings } from "./list-embeddings.js";
import { redoEmbeddings } from "./redo-embeddings.js";

const pages = ["/admin/ai/embedding"];

/** EmbeddingAPI (ours): per-document embedding status and progress (/admin/ai/embedding), and re-embedding. */
export const embeddingAdminRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/embedding/list",
    title: "向量化文档列表",
    access: "admin",
    pages,
    query: embeddingListQuerySchema,
    reply: embeddingListReplySchema,
    handler: ({ ctx, query }) => listEmbeddings(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/embedding/redo",
    title: "重新向量化文档",
    access: "admin",
    pages,
    body: embeddingRedoSchema,
    reply: z.object({ count: z.number().int() }),
    async handler({ ctx, body }) {
      if (body.all) return { count: await redoEmbeddings(ctx, { all: true }) };
      if (!body.document_id?.length) throw badRequest("请选择要重新向量化的文档");
      return { count: await redoEmbeddings(ctx, { ids: body.document_id }) };
    },
  }),
];
