import { readingEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getReadingPosition, saveReadingPosition } from "./reading-position.js";

/** The page each signed-in reader left each document at. */
export const readingRoutes = [
  defineRoute(readingEndpoints.get, {
    handler: ({ ctx, actor, query }) => getReadingPosition(ctx, actor, query.document_id ?? 0),
  }),
  defineRoute(readingEndpoints.save, {
    handler: ({ ctx, actor, body }) => saveReadingPosition(ctx, actor, body.document_id, body.page),
  }),
];
