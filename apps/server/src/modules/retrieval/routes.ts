import { retrievalEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { retrieveWithTotal } from "./retrieve.js";

export const retrievalRoutes = [
  defineRoute(retrievalEndpoints.search, {
    async handler({ ctx, actor, query }) {
      const wd = (query.wd ?? "").trim();
      if (!wd) return { total: 0, reference: [] };
      const documentId = query.document_id && query.document_id > 0 ? query.document_id : undefined;
      const { total, pages } = await retrieveWithTotal(ctx, actor, { query: wd, size: query.size ?? 10, documentId });
      return { total, reference: pages.map(({ uuid, title, page, score, content }) => ({ uuid, title, page, score, content })) };
    },
  }),
];
