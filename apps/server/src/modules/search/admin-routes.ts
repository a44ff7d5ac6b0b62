import { searchEndpoints } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { searchIndexStats } from "./index-stats.js";
import { startRebuild } from "./indexing/rebuild.js";
import { deleteSearchRecords } from "./records/delete-records.js";
import { listSearchRecords } from "./records/list-records.js";

async function rebuildDocuments({ ctx }: { ctx: AppContext }) {
  await startRebuild(ctx, 0);
  return {};
}

export const searchAdminRoutes = [
  defineRoute(searchEndpoints.rebuildDocumentIndex, { handler: rebuildDocuments }),
  defineRoute(searchEndpoints.updateDocumentIndex, { handler: rebuildDocuments }),
  defineRoute(searchEndpoints.rebuildArticleIndex, {
    async handler({ ctx }) {
      await startRebuild(ctx, 1);
      return {};
    },
  }),
  defineRoute(searchEndpoints.indexStats, {
    handler: ({ ctx }) => searchIndexStats(ctx),
  }),
  defineRoute(searchEndpoints.recordList, {
    pages: ["/admin/document/searchrecord"],
    handler: ({ ctx, query }) => listSearchRecords(ctx, query),
  }),
  defineRoute(searchEndpoints.recordRemove, {
    async handler({ ctx, query }) {
      await deleteSearchRecords(ctx, query.id);
      return {};
    },
  }),
];
