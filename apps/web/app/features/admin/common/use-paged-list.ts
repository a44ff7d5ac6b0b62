import type { ApiFullQueryOf, ApiReplyOf, ApiRoute } from "@wenku/contract";
import type { TablePaginationConfig } from "antd";
import { useCallback, useMemo, useState } from "react";
import { request } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { useLoad } from "../../../shared/use-load";

export interface PagedList<T, F, Reply = Record<string, unknown>> {
  items: T[];
  total: number;
  /** The last reply as a whole, for fields beside the list (e.g. the embedding model in use); undefined before. */
  reply: Reply | undefined;
  loading: boolean;
  filter: F;
  /** Applies a new filter and goes back to page 1. */
  search: (filter: F) => void;
  reload: () => void;
  pagination: TablePaginationConfig;
}

interface Options<F> {
  filter?: F;
  size?: number;
}

/** The reply keys of a list route that hold its items. */
export type ItemsKey<R extends ApiRoute> = {
  [K in keyof ApiReplyOf<R>]-?: NonNullable<ApiReplyOf<R>[K]> extends readonly unknown[] ? K : never;
}[keyof ApiReplyOf<R>];
export type ItemOf<R extends ApiRoute, K extends keyof ApiReplyOf<R>> = NonNullable<ApiReplyOf<R>[K]> extends readonly (infer I)[] ? I : never;
/** A list route's query without its paging (nor `field`: rows come whole, as the reply type says). */
export type FilterOf<R extends ApiRoute> = Omit<NonNullable<ApiFullQueryOf<R>>, "page" | "size">;

/**
 * One page of a list route that answers `{total, <key>: [...]}` (api-contract §1.6), with page/size,
 * a filter sent as query parameters, and a reload after changes.
 */
export function usePagedList<R extends ApiRoute, K extends ItemsKey<R> & string>(
  route: R,
  key: K,
  options: Options<FilterOf<R>> = {},
): PagedList<ItemOf<R, K>, FilterOf<R>, ApiReplyOf<R>> {
  type T = ItemOf<R, K>;
  type F = FilterOf<R>;
  const [filter, setFilter] = useState<F>(options.filter ?? ({} as F));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(options.size ?? 10);

  const query = { ...filter, page, size };
  const { data, loading, reload } = useLoad(
    async (signal) => {
      const reply = await request<ApiReplyOf<R> & Record<string, unknown>>(route.method, route.path, { query, signal });
      const items = (reply[key] as T[] | undefined) ?? [];
      return { items, total: Number(reply.total ?? items.length), reply };
    },
    { items: [] as T[], total: 0, reply: undefined as (ApiReplyOf<R> & Record<string, unknown>) | undefined },
    `${route.method} ${route.path} ${key} ${JSON.stringify(query)}`,
  );

  const search = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page,
      pageSize: size,
      total: data.total,
      showSizeChanger: true,
      showTotal: (total) => zh.admin.total(total),
      onChange: (nextPage, nextSize) => {
        setPage(nextSize !== size ? 1 : nextPage);
        setSize(nextSize);
      },
    }),
    [page, size, data.total],
  );

  return { items: data.items, total: data.total, reply: data.reply, loading, filter, search, reload, pagination };
}
