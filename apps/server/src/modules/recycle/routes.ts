import { recycleEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listRecycle } from "./list-recycle.js";
import { purgeDocuments } from "./purge-documents.js";
import { restoreDocuments } from "./restore-documents.js";

/** RecycleAPI (api-contract §4.2): the document recycle bin of the back office. */
export const recycleRoutes = [
  defineRoute(recycleEndpoints.list, {
    pages: ["/admin/document/recycle"],
    handler: ({ ctx, query }) => listRecycle(ctx, query),
  }),
  defineRoute(recycleEndpoints.restore, {
    async handler({ ctx, body }) {
      await restoreDocuments(ctx, body.id);
      return {};
    },
  }),
  defineRoute(recycleEndpoints.purge, {
    async handler({ ctx, query }) {
      await purgeDocuments(ctx, query.id);
      return {};
    },
  }),
  defineRoute(recycleEndpoints.empty, {
    async handler({ ctx }) {
      await purgeDocuments(ctx, "all");
      return {};
    },
  }),
];
