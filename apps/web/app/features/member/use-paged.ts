import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App } from "antd";
import { useCallback, useEffect, useId, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import type { Page } from "./member-api";

export const memberPageSize = 10;
const emptyPage = { total: 0, items: [] };

/**
 * One page of a member list, loaded in the browser through the data cache; `reload` after a change (it also
 * picks up a filter the caller changed in the same event, as the load runs with the next render's `load`).
 */
export function usePaged<T>(load: (page: number, size: number) => Promise<Page<T>>) {
  const { message } = App.useApp();
  const instance = useId();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const query = useQuery({
    queryKey: ["paged", instance, page, version],
    queryFn: () => load(page, memberPageSize),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) void message.error(errorMessage(error, zh.document.loadFailed));
  }, [error, message]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const data: Page<T> = query.data ?? (emptyPage);
  return { page, setPage, data, loading: query.isFetching, reload };
}
