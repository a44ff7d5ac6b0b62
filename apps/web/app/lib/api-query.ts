import type { ApiReplyOf, ApiRoute } from "@wenku/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useCallback, useEffect } from "react";
import { zh } from "../locales/zh-CN";
import { errorMessage } from "./api-client";
import { invalidatedResources, routeResource } from "./api-invalidation";
import { callApi, type CallInput } from "./call-api";

/** A call's input without what a hook supplies itself (the abort signal). */
export type ApiQueryInput<R extends ApiRoute> = Omit<CallInput<R>, "signal">;

/** The cache key of one read: its resource first (what mutations invalidate), then the route and its input. */
export function apiQueryKey<R extends ApiRoute>(route: R, input?: ApiQueryInput<R>) {
  return ["api", routeResource(route), route.method, route.path, input ?? {}] as const;
}

export interface ApiQueryOptions<T = unknown> {
  /** False keeps it from loading (e.g. until an id is known). */
  enabled?: boolean;
  /** Keeps showing the last reply while a new input loads (paged lists); default true. */
  keepPrevious?: boolean;
  /** The message shown when it fails and the server gave none; default 加载失败. */
  failure?: string;
  /** Shows no message on failure: the caller shows `error` itself (e.g. beside a form field). */
  silent?: boolean;
  /** Loads again after this many ms, asked after each load with the last reply (false: stop), e.g. while a job runs. */
  poll?: (data: T | undefined) => number | false;
}

export interface ApiQueryResult<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/** Server renders hold no user data and load nothing (query-provider.tsx), so a read there never leaves its start. */
const isServerRender = typeof document === "undefined";

/**
 * A read in a server render: what TanStack Query's first render gives from its empty cache (no data; loading when
 * enabled, as the browser's first render shows before its load starts), without its observer, query and key
 * hashing, which cost 2–3 ms of CPU on every uncached document page (docs/web.md). `api-query.server.test.tsx`
 * checks the two agree.
 */
export function useServerApiQuery<R extends ApiRoute>(_route: R, _input?: ApiQueryInput<R>, options: ApiQueryOptions<ApiReplyOf<R>> = {}): ApiQueryResult<ApiReplyOf<R>> {
  return { data: undefined, loading: options.enabled ?? true, error: null, reload: ignoreReload };
}

function ignoreReload() {}

/**
 * Reads one route of the contract through the client's data cache (TanStack Query), keyed by the route and its
 * input; a failure shows the server's message and keeps the last data. `reload` refetches it.
 */
export const useApiQuery: <R extends ApiRoute>(route: R, input?: ApiQueryInput<R>, options?: ApiQueryOptions<ApiReplyOf<R>>) => ApiQueryResult<ApiReplyOf<R>> =
  isServerRender ? useServerApiQuery : useBrowserApiQuery;

export function useBrowserApiQuery<R extends ApiRoute>(route: R, input?: ApiQueryInput<R>, options: ApiQueryOptions<ApiReplyOf<R>> = {}): ApiQueryResult<ApiReplyOf<R>> {
  const { message } = App.useApp();
  const { poll } = options;
  const query = useQuery({
    queryKey: apiQueryKey(route, input),
    queryFn: ({ signal }) => (callApi as (r: R, i: CallInput<R>) => Promise<ApiReplyOf<R>>)(route, { ...(input ?? {}), signal } as CallInput<R>),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
    refetchInterval: poll && ((cached) => poll(cached.state.data)),
  });
  const { error, refetch } = query;
  const failure = options.failure ?? zh.admin.loadFailed;
  const silent = options.silent ?? false;
  useEffect(() => {
    if (error && !silent) void message.error(errorMessage(error, failure));
  }, [error, failure, silent, message]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, loading: query.isFetching, error: query.error, reload };
}

/** Marks every cached read of the resources a change to `route` touches as stale; the ones on screen reload. */
export function invalidateAfter(client: QueryClient, route: Pick<ApiRoute, "path">): Promise<void> {
  const resources = new Set(invalidatedResources(route));
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] === "api" && resources.has(String(query.queryKey[1])) });
}

export interface ApiMutationOptions {
  /** Shown when the call succeeds. */
  done?: string;
  /** Shown when it fails and the server gave none; default 操作失败. */
  failure?: string;
  /** Runs after a success, once the stale reads are invalidated. */
  onSuccess?: () => void;
}

/**
 * Calls one changing route of the contract; on success invalidates the reads it makes stale (lib/api-invalidation.ts)
 * and shows `done`; on failure shows the server's message. `run` resolves true on success, false on failure (forms
 * stay open for a correction); `call` rejects instead, for callers that handle the error themselves.
 */
export const useApiMutation: <R extends ApiRoute>(route: R, options?: ApiMutationOptions) => ApiMutationResult<R> = isServerRender ? useServerApiMutation : useBrowserApiMutation;

export interface ApiMutationResult<R extends ApiRoute> {
  run: (input: ApiQueryInput<R>) => Promise<boolean>;
  call: (input: ApiQueryInput<R>) => Promise<ApiReplyOf<R>>;
  pending: boolean;
}

/** A change in a server render: nothing can call it there (no event runs), so it holds no observer. */
function useServerApiMutation<R extends ApiRoute>(): ApiMutationResult<R> {
  return serverMutation;
}

const serverMutation: ApiMutationResult<ApiRoute> = {
  run: () => Promise.resolve(false),
  call: () => Promise.reject(new Error("a change cannot run in a server render")),
  pending: false,
};

function useBrowserApiMutation<R extends ApiRoute>(route: R, options: ApiMutationOptions = {}): ApiMutationResult<R> {
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: ApiQueryInput<R>) => (callApi as (r: R, i: ApiQueryInput<R>) => Promise<ApiReplyOf<R>>)(route, input),
    onSuccess: () => invalidateAfter(client, route),
  });
  const { mutateAsync } = mutation;
  const { done, failure, onSuccess } = options;
  const call = useCallback(async (input: ApiQueryInput<R>) => {
    const reply = await mutateAsync(input);
    onSuccess?.();
    return reply;
  }, [mutateAsync, onSuccess]);
  const run = useCallback(
    async (input: ApiQueryInput<R>): Promise<boolean> => {
      try {
        await call(input);
        if (done) void message.success(done);
        return true;
      } catch (error) {
        void message.error(errorMessage(error, failure ?? zh.admin.failed));
        return false;
      }
    },
    [call, done, failure, message],
  );
  return { run, call, pending: mutation.isPending };
}
