import type { ApiReplyOf, ConversionQueueReply, IndexStats, PageLayoutBackfillReply, PageRepairReply, documentEndpoints } from "@wenku/contract";

export type { ConversionQueueReply, IndexStats, PageLayoutBackfillReply, PageRepairReply };

/** Live documents by status, the recycle bin, today's downloads. */
export type DocumentStats = ApiReplyOf<typeof documentEndpoints.stats>;

export const countOf = (stats: DocumentStats | undefined, status: number) => stats?.status_count.find((s) => s.status === status)?.count ?? 0;
