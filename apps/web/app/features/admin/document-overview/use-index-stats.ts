import { useCallback, useEffect, useState } from "react";
import { overviewApi, type IndexStats } from "./overview-api";

const POLL_WHILE_REBUILDING_MS = 2000;

export const documentRebuild = (stats: IndexStats | undefined) => stats?.rebuild.find((r) => r.doc_type === 0);
export const isRebuilding = (stats: IndexStats | undefined) => documentRebuild(stats)?.status === "running";

/** The index figures, loaded again by `refresh()` and every 2 s while a rebuild runs. Failures keep the last ones. */
export function useIndexStats(enabled: boolean) {
  const [stats, setStats] = useState<IndexStats | undefined>();
  const [loading, setLoading] = useState(enabled);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    overviewApi
      .indexStats(controller.signal)
      .then((next) => !controller.signal.aborted && setStats(next))
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [enabled, version]);

  // Each new figure of a running rebuild schedules the next load.
  useEffect(() => {
    if (!isRebuilding(stats)) return;
    const timer = setTimeout(refresh, POLL_WHILE_REBUILDING_MS);
    return () => clearTimeout(timer);
  }, [stats, refresh]);

  return { stats, loading, refresh };
}
