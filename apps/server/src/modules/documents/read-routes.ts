import { documentEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { getDocument } from "./get-document.js";
import { homeDocuments } from "./home-documents.js";
import { listDocuments } from "./list-documents.js";

/** Reading documents: the list (public, own, back office), the home page buckets and one document. */
export const documentReadRoutes = [
  defineRoute(documentEndpoints.list, {
    permission: true,
    pages: ["/admin/document/list"],
    handler: ({ ctx, actor, query }) => listDocuments(ctx, actor, query),
  }),
  defineRoute(documentEndpoints.home, {
    async handler({ ctx, query }) {
      return { document: await homeDocuments(ctx, query.limit ?? 5, query.field) };
    },
  }),
  defineRoute(documentEndpoints.get, {
    handler: ({ ctx, actor, query }) =>
      getDocument(ctx, actor, { id: query.id, uuid: query.uuid, withAuthor: query.with_author, withAllContent: query.with_all_content }),
  }),
];
