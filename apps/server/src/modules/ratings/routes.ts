import { documentScoreBodySchema, documentScoreQuerySchema, documentScoreSchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getRating } from "./get-rating.js";
import { rateDocument } from "./rate-document.js";

/** Ratings of documents (api-contract §4.2 document/score). */
export const ratingRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/document/score",
    title: "评分文档",
    access: "login",
    body: documentScoreBodySchema,
    async handler({ ctx, actor, body }) {
      await rateDocument(ctx, actor, body.document_id, body.score);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/score",
    title: "查询文档评分",
    access: "login",
    query: documentScoreQuerySchema,
    reply: documentScoreSchema,
    handler: ({ ctx, actor, query }) => getRating(ctx, Number(actor.requireUser().id), query.document_id ?? 0),
  }),
];
