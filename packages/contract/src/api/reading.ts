import { readingPositionBodySchema, readingPositionQuerySchema, readingPositionSchema } from "../schemas/reading.js";
import { apiRoute } from "./api-route.js";

/** The page each signed-in reader left each document at, so reopening it returns there. */
export const readingEndpoints = {
  get: apiRoute({
    method: "GET", path: "/api/v1/document/reading", title: "阅读位置", access: "login", query: readingPositionQuerySchema, reply: readingPositionSchema,
  }),
  save: apiRoute({
    method: "PUT", path: "/api/v1/document/reading", title: "保存阅读位置", access: "login", body: readingPositionBodySchema, reply: readingPositionSchema,
  }),
};
