import { pageRepairEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../../lib/api-query";

const POLL_WHILE_RUNNING_MS = 5000;
/** Loads again while the pass runs, or while its figures could not be loaded. */
const pollUntilDone = (last: { done: boolean } | undefined) => (last?.done ? false : POLL_WHILE_RUNNING_MS);

/** The page repair figures, loaded again every 5 s until the pass is done. Failures keep the last ones, without a message. */
export function usePageRepair() {
  const { data: progress, loading } = useApiQuery(pageRepairEndpoints.progress, undefined, { silent: true, poll: pollUntilDone });
  return { progress, loading: loading && !progress };
}

/** The layout backfill's figures (page text positions), polled the same way. */
export function useLayoutBackfill() {
  const { data: progress, loading } = useApiQuery(pageRepairEndpoints.layoutProgress, undefined, { silent: true, poll: pollUntilDone });
  return { progress, loading: loading && !progress };
}
