import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App } from "antd";
import { useCallback, useEffect } from "react";
import { errorMessage } from "../lib/api-client";
import { zh } from "../locales/zh-CN";

export interface Loaded<T> {
  data: T;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data on the client for `key` (and again on reload), cancelling a load that is no longer wanted; the data
 * cache is TanStack Query's. Failures show the server's message and keep the previous data.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, initial: T, key: string): Loaded<T> {
  const { message } = App.useApp();
  const query = useQuery({ queryKey: ["load", key], queryFn: ({ signal }) => load(signal), placeholderData: keepPreviousData });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) void message.error(errorMessage(error, zh.admin.loadFailed));
  }, [error, message]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data ?? initial, loading: query.isFetching, reload };
}
