import type { TablePaginationConfig } from "antd";
import { useCallback, useMemo, useState } from "react";
import { api, type Query } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { useLoad } from "./use-load";

export interface PagedList<T, F extends Query> {
  items: T[];
  total: number;
  /** The last reply as a whole, for fields beside the list (e.g. the embedding model in use); undefined before. */
  reply: Record<string, unknown> | undefined;
  loading: boolean;
  filter: F;
  /** Applies a new filter and goes back to page 1. */
  search(filter: F): void;
  reload(): void;
  pagination: TablePaginationConfig;
}

interface Options<F extends Query> {
  filter?: F;
  size?: number;
}

/**
 * One page of a list endpoint that answers `{total, <key>: [...]}` (api-contract §1.6), with page/size,
 * a filter sent as query parameters, and a reload after changes.
 */
export function usePagedList<T, F extends Query = Query>(path: string, key: string, options: Options<F> = {}): PagedList<T, F> {
  const [filter, setFilter] = useState<F>(options.filter ?? ({} as F));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(options.size ?? 10);

  const query = { ...filter, page, size };
  const { data, loading, reload } = useLoad(
    async (signal) => {
      const reply = await api.get<Record<string, unknown>>(path, query, { signal });
      const items = (reply[key] as T[] | undefined) ?? [];
      return { items, total: Number(reply.total ?? items.length), reply };
    },
    { items: [] as T[], total: 0, reply: undefined as Record<string, unknown> | undefined },
    `${path} ${key} ${JSON.stringify(query)}`,
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
