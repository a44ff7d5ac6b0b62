import type { ApiBodyOf, ApiQueryOf, ApiRoute } from "@wenku/contract";
import type { z } from "zod";
import type { RequestOptions, UntypedJson } from "./harness.js";

/** The `:name` segments of a route's path. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsPart<T extends ApiRoute> = [PathParamNames<T["path"]>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<T["path"]>, string | number> };
/** A query key that takes a list also takes one value: the server reads a key sent once as a list of one. */
type QueryInput<Q> = { [K in keyof Q]: Q[K] extends ReadonlyArray<infer Item> ? Q[K] | Item : Q[K] };
type QueryPart<T> = ApiQueryOf<T> extends undefined ? { query?: never } : { query?: QueryInput<ApiQueryOf<T>> };
type BodyPart<T> = ApiBodyOf<T> extends undefined ? { body?: never } : { body: ApiBodyOf<T> };

/**
 * What a test sends to one route of the contract: its path parameters, query and body, typed by the route's
 * declaration, and how the test server sends it (the caller's token and address, extra headers). Input a route's
 * schemas refuse does not compile: tests of refusals send it with `request(method, path)`.
 */
export type ApiCallInput<T extends ApiRoute> = ParamsPart<T> &
  QueryPart<T> &
  BodyPart<T> & {
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  };

/** The input may be left out where a route takes neither path parameters nor a body. */
export type ApiCallArgs<T extends ApiRoute> = [PathParamNames<T["path"]>] extends [never]
  ? ApiBodyOf<T> extends undefined
    ? [input?: ApiCallInput<T>]
    : [input: ApiCallInput<T>]
  : [input: ApiCallInput<T>];

/** The fields of the error reply (api-contract §1.5), present when the server refused the call. */
export interface ErrorReplyFields {
  error?: string;
  code?: number;
  message?: string;
}

/**
 * The body of a call's reply: the route's reply schema (the server checks every reply against it), with the error
 * fields a refusal carries instead. Untyped for a route that declares no JSON reply.
 */
export type ApiCallReply<T> = T extends { readonly reply: infer R extends z.ZodType } ? z.output<R> & ErrorReplyFields : UntypedJson;

export interface ApiCallResult<T extends ApiRoute> {
  status: number;
  body: ApiCallReply<T>;
  headers: Record<string, unknown>;
  raw: string;
}

/** The route's path with its `:name` segments filled in. */
export function routePath(route: ApiRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Any call's input, as the harness sends it once its types have been checked. */
export interface SentCallInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** The harness's request options for a typed call. */
export function requestOptionsOf(input: SentCallInput | undefined): RequestOptions {
  const { token, ip, headers, query, body } = input ?? {};
  return { token, ip, headers, query: query as RequestOptions["query"], body };
}
