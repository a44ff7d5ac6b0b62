import { documentPagesQuerySchema, documentPagesReplySchema } from "../schemas/document-files.js";
import { apiRoute } from "./api-route.js";

/** The page images of a document: signed /view/page/… URLs for the pages the caller may read. */
export const pageEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/document/pages", title: "文档页面地址", access: "public", query: documentPagesQuerySchema, reply: documentPagesReplySchema,
  }),
};
