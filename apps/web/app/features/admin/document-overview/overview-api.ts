import {
  conversionEndpoints, documentEndpoints, pageRepairEndpoints, searchEndpoints, type ApiReplyOf, type ConversionQueueReply, type IndexStats,
  type PageLayoutBackfillReply, type PageRepairReply,
} from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { ConversionQueueReply, IndexStats, PageLayoutBackfillReply, PageRepairReply };

/** Live documents by status, the recycle bin, today's downloads. */
export type DocumentStats = ApiReplyOf<typeof documentEndpoints.stats>;

/** The dashboard's document figures (api-contract §4.2, §6.3). */
export const overviewApi = {
  documentStats: (signal?: AbortSignal) => callApi(documentEndpoints.stats, { signal }),
  conversionQueue: (signal?: AbortSignal) => callApi(conversionEndpoints.queue, { signal }),
  indexStats: (signal?: AbortSignal) => callApi(searchEndpoints.indexStats, { signal }),
  pageRepair: (signal?: AbortSignal) => callApi(pageRepairEndpoints.progress, { signal }),
  pageLayout: (signal?: AbortSignal) => callApi(pageRepairEndpoints.layoutProgress, { signal }),
  /** Drops nothing: re-reads every document into the index in the background. */
  rebuildDocumentIndex: () => callApi(searchEndpoints.rebuildDocumentIndex),
};

export const countOf = (stats: DocumentStats | undefined, status: number) => stats?.status_count.find((s) => s.status === status)?.count ?? 0;
