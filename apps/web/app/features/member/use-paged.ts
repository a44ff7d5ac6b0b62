import type { ApiFullQueryOf, ApiReplyOf, ApiRoute } from "@wenku/contract";
import { useState } from "react";
import { useApiQuery, type ApiQueryInput } from "../../lib/api-query";
import { zh } from "../../locales/zh-CN";

export const memberPageSize = 10;

export interface Page<T> {
  total: number;
  items: T[];
}

/** The reply keys of a list route that hold its items. */
type ItemsKey<R extends ApiRoute> = {
  [K in keyof ApiReplyOf<R>]-?: NonNullable<ApiReplyOf<R>[K]> extends readonly unknown[] ? K : never;
}[keyof ApiReplyOf<R>];
type ItemOf<R extends ApiRoute, K extends keyof ApiReplyOf<R>> = NonNullable<ApiReplyOf<R>[K]> extends readonly (infer I)[] ? I : never;
/** A list route's query without its paging. */
export type PagedFilter<R extends ApiRoute> = Omit<NonNullable<ApiFullQueryOf<R>>, "page" | "size">;

/** One page of a member list, as a member table shows it. */
export interface PagedRows<T> {
  page: number;
  setPage: (page: number) => void;
  data: Page<T>;
  loading: boolean;
  reload: () => void;
}

/**
 * One page of a member list route (`{total, <key>: [...]}`), read with useApiQuery keyed by the route, the filter and
 * the page: a new filter loads by itself (callers go back to page 1), and a change made through useApiMutation
 * reloads it by invalidation.
 */
export function usePaged<R extends ApiRoute, K extends ItemsKey<R> & string>(
  route: R,
  key: K,
  filter?: PagedFilter<R>,
): PagedRows<ItemOf<R, K>> {
  const [page, setPage] = useState(1);
  const input = { query: { ...filter, page, size: memberPageSize } } as ApiQueryInput<R>;
  const { data: reply, loading, reload } = useApiQuery(route, input, { failure: zh.document.loadFailed });
  const fields = reply as Record<string, unknown> | undefined;
  const items = (fields?.[key] as ItemOf<R, K>[] | undefined) ?? [];
  return { page, setPage, data: { total: Number(fields?.total ?? 0), items }, loading, reload };
}
