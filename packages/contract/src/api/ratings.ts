import { documentScoreBodySchema, documentScoreOrNoneSchema, documentScoreQuerySchema } from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** Ratings of documents (api-contract §4.2 document/score): 100–500, one per user and document. */
export const ratingEndpoints = {
  rate: apiRoute({ method: "POST", path: "/api/v1/document/score", title: "评分文档", access: "login", body: documentScoreBodySchema, reply: emptyReplySchema }),
  /** The caller's rating, or {} when they have not rated the document. */
  mine: apiRoute({
    method: "GET", path: "/api/v1/document/score", title: "查询文档评分", access: "login", query: documentScoreQuerySchema, reply: documentScoreOrNoneSchema,
  }),
};
