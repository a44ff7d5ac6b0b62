import { App } from "antd";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import type { Page } from "./member-api";

export const memberPageSize = 10;

/** One page of a member list, loaded in the browser; `reload` after a change. */
export function usePaged<T>(load: (page: number, size: number) => Promise<Page<T>>) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T>>({ total: 0, items: [] });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load(page, memberPageSize)
      .then((next) => live && setData(next))
      .catch((error: unknown) => live && void message.error(errorMessage(error, zh.document.loadFailed)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `load` is a new function each render; the page and version say what to load.
  }, [page, version, message]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, setPage, data, loading, reload };
}
