import type { ConversionQueueReply, IndexStats, PageRepairReply } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { ConversionQueueReply, IndexStats, PageRepairReply };

/** GET /api/v1/document/stats: live documents by status, the recycle bin, today's downloads. */
export interface DocumentStats {
  document_count: number;
  recycle_count: number;
  status_count: Array<{ status: number; count: number }>;
  today_download_count: number;
  today_paid_download_count: number;
}

export const documentStatsRoute = { method: "GET", path: "/api/v1/document/stats" } as const;
export const conversionQueueRoute = { method: "GET", path: "/api/v1/conversion/queue" } as const;
export const indexStatsRoute = { method: "GET", path: "/api/v1/search/index/stats" } as const;
export const rebuildIndexRoute = { method: "PUT", path: "/api/v1/renew/document/index" } as const;
export const pageRepairRoute = { method: "GET", path: "/api/v1/document/page-repair" } as const;

/** The dashboard's document figures (api-contract §4.2, §6.3). */
export const overviewApi = {
  documentStats: (signal?: AbortSignal) => api.get<DocumentStats>(documentStatsRoute.path, undefined, { signal }),
  conversionQueue: (signal?: AbortSignal) => api.get<ConversionQueueReply>(conversionQueueRoute.path, undefined, { signal }),
  indexStats: (signal?: AbortSignal) => api.get<IndexStats>(indexStatsRoute.path, undefined, { signal }),
  pageRepair: (signal?: AbortSignal) => api.get<PageRepairReply>(pageRepairRoute.path, undefined, { signal }),
  /** Drops nothing: re-reads every document into the index in the background. */
  rebuildDocumentIndex: () => api.put<object>(rebuildIndexRoute.path),
};

export const countOf = (stats: DocumentStats | undefined, status: number) => stats?.status_count.find((s) => s.status === status)?.count ?? 0;
