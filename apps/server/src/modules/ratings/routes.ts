import { ratingEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getRating } from "./get-rating.js";
import { rateDocument } from "./rate-document.js";

/** Ratings of documents (api-contract §4.2 document/score). */
export const ratingRoutes = [
  defineRoute(ratingEndpoints.rate, {
    async handler({ ctx, actor, body }) {
      await rateDocument(ctx, actor, body.document_id, body.score);
      return {};
    },
  }),
  defineRoute(ratingEndpoints.mine, {
    handler: ({ ctx, actor, query }) => getRating(ctx, Number(actor.requireUser().id), query.document_id ?? 0),
  }),
];
