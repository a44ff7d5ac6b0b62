import type { ApiBodyOf, ApiFullQueryOf, ApiQueryOf, ApiReplyOf, ApiRoute } from "@wenku/contract";
import { request, type Query } from "./api-client";

/** A list that may be cut down with `field=` is called for every field, so its full reply type holds. */
type QueryPart<T> = ApiQueryOf<T> extends undefined ? { query?: never } : { query?: ApiFullQueryOf<T> };
type BodyPart<T> = ApiBodyOf<T> extends undefined ? { body?: never } : { body: ApiBodyOf<T> };

/** What one call sends: the route's query and body (typed by its schemas) and how to send it. */
export type CallInput<T extends ApiRoute> = QueryPart<T> &
  BodyPart<T> & {
    signal?: AbortSignal;
    /** Used instead of the stored session's token (e.g. right after login). */
    token?: string;
  };

type CallArgs<T extends ApiRoute> = ApiBodyOf<T> extends undefined ? [input?: CallInput<T>] : [input: CallInput<T>];

/**
 * Calls one route of the contract (packages/contract/src/api) with the stored session's token. The path, query, body
 * and reply are all typed by the route's declaration, so a wrong name or shape fails the type check.
 */
export function callApi<T extends ApiRoute>(route: T, ...[input]: CallArgs<T>): Promise<ApiReplyOf<T>> {
  const body = input?.body ?? (route.method === "POST" || route.method === "PUT" ? {} : undefined);
  return request<ApiReplyOf<T>>(route.method, route.path, {
    query: input?.query as Query | undefined,
    body,
    signal: input?.signal,
    token: input?.token,
  });
}
