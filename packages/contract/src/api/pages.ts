import { documentPagesQuerySchema, documentPagesReplySchema } from "../schemas/document-files.js";
import { documentFindQuerySchema, documentFindReplySchema, pageTextQuerySchema, pageTextReplySchema } from "../schemas/page-text.js";
import { apiRoute } from "./api-route.js";

/** The page images of a document: signed /view/page/… URLs for the pages the caller may read; their text layer and find. */
export const pageEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/document/pages", title: "文档页面地址", access: "public", query: documentPagesQuerySchema, reply: documentPagesReplySchema,
  }),
  /** One readable page's text and where its lines and characters are (refused as its image is). */
  text: apiRoute({
    method: "GET", path: "/api/v1/document/page/text", title: "文档页面文字层", access: "public", query: pageTextQuerySchema, reply: pageTextReplySchema,
  }),
  /** Hits of a query per page; offsets only on the pages the caller may read. */
  find: apiRoute({
    method: "GET", path: "/api/v1/document/find", title: "文档内查找", access: "public", query: documentFindQuerySchema, reply: documentFindReplySchema,
  }),
};
