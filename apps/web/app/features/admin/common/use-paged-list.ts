import type { ApiFullQueryOf, ApiReplyOf, ApiRoute } from "@wenku/contract";
import type { TablePaginationConfig } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useApiQuery, type ApiQueryInput } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

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
 * One page of a list route that answers `{total, <key>: [...]}` (api-contract §1.6), with page/size and a filter
 * sent as query parameters; read through useApiQuery, so a change to its resource reloads it.
 */
export function usePagedList<R extends ApiRoute, K extends ItemsKey<R> & string>(
  route: R,
  key: K,
  options: Options<FilterOf<R>> = {},
): PagedList<ItemOf<R, K>, FilterOf<R>, ApiReplyOf<R>> {
  type F = FilterOf<R>;
  const [filter, setFilter] = useState<F>(options.filter ?? ({} as F));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(options.size ?? 10);

  const input = { query: { ...filter, page, size } } as ApiQueryInput<R>;
  const { data: reply, loading, reload } = useApiQuery(route, input);
  const items = ((reply as Record<string, unknown> | undefined)?.[key] as ItemOf<R, K>[] | undefined) ?? [];
  const total = Number((reply as { total?: unknown } | undefined)?.total ?? items.length);

  const search = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);

  const pagination = useMemo<TablePaginationConfig>(
    () => ({
      current: page,
      pageSize: size,
      total,
      showSizeChanger: true,
      showTotal: (count) => zh.admin.total(count),
      onChange: (nextPage, nextSize) => {
        setPage(nextSize !== size ? 1 : nextPage);
        setSize(nextSize);
      },
    }),
    [page, size, total],
  );

  return { items, total, reply, loading, filter, search, reload, pagination };
}
