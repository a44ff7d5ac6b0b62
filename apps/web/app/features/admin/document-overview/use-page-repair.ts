import { useEffect, useState } from "react";
import { overviewApi } from "./overview-api";

const POLL_WHILE_RUNNING_MS = 5000;

/** The page repair figures, loaded again every 5 s until the pass is done. Failures keep the last ones. */
export const usePageRepair = () => usePassProgress(overviewApi.pageRepair);

/** The layout backfill's figures (page text positions), polled the same way. */
export const useLayoutBackfill = () => usePassProgress(overviewApi.pageLayout);

/** A background pass's figures, loaded again every 5 s until it is done. */
function usePassProgress<T extends { done: boolean }>(load: (signal: AbortSignal) => Promise<T>) {
  const [progress, setProgress] = useState<T | undefined>();
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((next) => !controller.signal.aborted && setProgress(next))
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [version, load]);

  // Each load while the pass runs (or fails) schedules the next.
  useEffect(() => {
    if (loading || progress?.done) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), POLL_WHILE_RUNNING_MS);
    return () => clearTimeout(timer);
  }, [progress, loading, version]);

  return { progress, loading };
}
