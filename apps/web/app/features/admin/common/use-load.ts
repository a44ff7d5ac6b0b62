import { App } from "antd";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";

export interface Loaded<T> {
  data: T;
  loading: boolean;
  reload(): void;
}

/**
 * Loads data on the client when `key` changes (and on reload), cancelling a load that is no longer wanted.
 * Failures show the server's message and keep the previous data.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, initial: T, key: string): Loaded<T> {
  const { message } = App.useApp();
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setData(value);
      })
      .catch((error) => {
        if (!controller.signal.aborted) void message.error(errorMessage(error, zh.admin.loadFailed));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // `load` is a new function each render; `key` names what it loads.
  }, [key, version, message]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload };
}
