import type { z } from "zod";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call a route.
 * - public: anyone; `login`: a signed-in user (401 otherwise);
 * - admin: a user whose groups hold this route's permission (401 anonymous, 403 otherwise).
 */
export type ApiAccess = "public" | "login" | "admin";

type Schema = z.ZodType;

/**
 * One API route as both sides see it: the server implements it (apps/server/src/http/route.ts) and the web calls it
 * (apps/web/app/lib/call-api.ts). `/api/v1/openapi.json` is built from the same declarations.
 */
export interface ApiRoute<
  M extends ApiMethod = ApiMethod,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  readonly method: M;
  readonly path: `/api/v1/${string}`;
  /** Chinese title; also the permission title shown in the back office. */
  readonly title: string;
  readonly access: ApiAccess;
  readonly query?: Q;
  readonly body?: B;
  /** The JSON reply; absent for routes that answer with bytes or a stream, or whose reply is not checked. */
  readonly reply?: R;
  /** A list the caller may cut down with `field=`: the reply when fields are asked; `reply` is the full one (see projectableList). */
  readonly projectedReply?: P;
  /** The request is multipart form data (uploads), not JSON. */
  readonly multipart?: boolean;
  /** The reply is a file or a stream, not JSON. */
  readonly binary?: boolean;
}

/** Declares a route, keeping its exact type (method, path, schemas, flags) for both sides. */
export function apiRoute<const T extends ApiRoute>(route: T): T {
  return route;
}

/** Keys a caller may leave out: the server fills or accepts them missing (defaults, preprocessed query values). */
type LooseKeys<S extends Schema> = {
  [K in keyof z.input<S>]-?: unknown extends z.input<S>[K] ? K : undefined extends z.input<S>[K] ? K : never;
}[keyof z.input<S>];

/**
 * What a caller sends for a query or body schema: the parsed shape (so names and value types are checked), with the
 * keys the server does not require made optional.
 */
export type ApiInput<S extends Schema> =
  z.output<S> extends object
    ? Omit<z.output<S>, LooseKeys<S> & keyof z.output<S>> & Partial<Pick<z.output<S>, LooseKeys<S> & keyof z.output<S>>>
    : z.output<S>;

export type ApiQueryOf<T> = T extends { readonly query: infer Q extends Schema } ? ApiInput<Q> : undefined;
/** A projecting route's query without `field`: the full reply's type holds only for calls that ask for every field. */
export type ApiFullQueryOf<T> = T extends { readonly projectedReply: Schema } ? Omit<ApiQueryOf<T>, "field"> : ApiQueryOf<T>;
export type ApiBodyOf<T> = T extends { readonly body: infer B extends Schema } ? ApiInput<B> : undefined;
/** What the server sends: the reply schema's output, serialised as JSON. */
export type ApiReplyOf<T> = T extends { readonly reply: infer R extends Schema } ? z.output<R> : unknown;
