import { searchEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../../lib/api-query";
import type { IndexStats } from "./overview-types";

const POLL_WHILE_REBUILDING_MS = 2000;

export const documentRebuild = (stats: IndexStats | undefined) => stats?.rebuild.find((r) => r.doc_type === 0);
export const isRebuilding = (stats: IndexStats | undefined) => documentRebuild(stats)?.status === "running";

/**
 * The index figures, loaded again every 2 s while a rebuild runs (and after a change to documents, which starts
 * one). Failures keep the last figures without a message: the card is one of many on the dashboard.
 */
export function useIndexStats(enabled: boolean) {
  const { data: stats, loading } = useApiQuery(searchEndpoints.indexStats, undefined, {
    enabled,
    silent: true,
    poll: (last) => (isRebuilding(last) ? POLL_WHILE_REBUILDING_MS : false),
  });
  return { stats, loading: loading && !stats };
}
