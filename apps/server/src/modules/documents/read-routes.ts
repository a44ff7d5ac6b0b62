import {
  documentGetQuerySchema, documentHomeQuerySchema, documentHomeReplySchema, documentListQuerySchema, documentListReplySchema, documentSchema,
} from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { manageDocumentsPermission } from "./document-access.js";
import { getDocument } from "./get-document.js";
import { homeDocuments } from "./home-documents.js";
import { listDocuments } from "./list-documents.js";

/** Reading documents: the list (public, own, back office), the home page buckets and one document. */
export const documentReadRoutes = [
  defineRoute({
    method: manageDocumentsPermission.method,
    path: manageDocumentsPermission.path,
    title: "文档列表",
    access: "public",
    permission: true,
    pages: ["/admin/document/list"],
    query: documentListQuerySchema,
    reply: documentListReplySchema,
    handler: ({ ctx, actor, query }) => listDocuments(ctx, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/home",
    title: "首页文档",
    access: "public",
    query: documentHomeQuerySchema,
    reply: documentHomeReplySchema,
    async handler({ ctx, query }) {
      return { document: await homeDocuments(ctx, query.limit ?? 5, query.field) };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document",
    title: "查询文档",
    access: "public",
    query: documentGetQuerySchema,
    reply: documentSchema,
    handler: ({ ctx, actor, query }) =>
      getDocument(ctx, actor, { id: query.id, uuid: query.uuid, withAuthor: query.with_author, withAllContent: query.with_all_content }),
  }),
];
