import { retrievalEndpoints } from "@wenku/contract";
import { badRequest } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { listEmbeddings } from "./list-embeddings.js";
import { redoEmbeddings } from "./redo-embeddings.js";

const pages = ["/admin/ai/embedding"];

/** EmbeddingAPI (ours): per-document embedding status and progress (/admin/ai/embedding), and re-embedding. */
export const embeddingAdminRoutes = [
  defineRoute(retrievalEndpoints.embeddingList, {
    pages,
    handler: ({ ctx, query }) => listEmbeddings(ctx, query),
  }),
  defineRoute(retrievalEndpoints.embeddingRedo, {
    pages,
    async handler({ ctx, body }) {
      if (body.all) return { count: await redoEmbeddings(ctx, { all: true }) };
      if (!body.document_id?.length) throw badRequest("请选择要重新向量化的文档");
      return { count: await redoEmbeddings(ctx, { ids: body.document_id }) };
    },
  }),
];
