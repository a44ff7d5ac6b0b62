import { useEffect, useState } from "react";
import { overviewApi, type PageRepairReply } from "./overview-api";

const POLL_WHILE_RUNNING_MS = 5000;

/** The page repair figures, loaded again every 5 s until the pass is done. Failures keep the last ones. */
export function usePageRepair() {
  const [progress, setProgress] = useState<PageRepairReply | undefined>();
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    overviewApi
      .pageRepair(controller.signal)
      .then((next) => !controller.signal.aborted && setProgress(next))
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [version]);

  // Each load while the pass runs (or fails) schedules the next.
  useEffect(() => {
    if (loading || progress?.done) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), POLL_WHILE_RUNNING_MS);
    return () => clearTimeout(timer);
  }, [progress, loading, version]);

  return { progress, loading };
}
