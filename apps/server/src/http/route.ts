import type { ApiAccess, ApiMethod, ApiRoute } from "@wenku/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import type { Actor } from "../modules/session/actor.js";
import type { UserRateLimit } from "./user-rate-limit.js";

export type HttpMethod = ApiMethod;

/** Who may call a route (see ApiAccess). Routes with `permission` but another access level are dual-use: the permission widens what they return. */
export type Access = ApiAccess;

export interface HandlerInput<Q, B> {
  ctx: AppContext;
  actor: Actor;
  query: Q;
  body: B;
  params: Record<string, string>;
  ip: string;
  userAgent: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a handler returns: what its reply schema accepts (it is parsed by it before sending), else anything. */
type ReplyOf<R> = R extends z.ZodType ? z.input<R> : unknown;

export interface RouteDef<
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  method: HttpMethod;
  path: string;
  /** Chinese title; also the permission title shown in the back office. */
  title: string;
  access: Access;
  /** Admin pages this route's permission unlocks (api-contract §1.7: the list route of a resource). */
  pages?: string[];
  /** A non-admin route that also registers a permission which widens its scope. */
  permission?: boolean;
  /** Reachable while the site is closed or requires login (login, register, settings…). */
  gateExempt?: boolean;
  /** Requests per minute per IP. */
  rateLimit?: number;
  /** Requests per minute per signed-in user, counted once sign-in and access are checked. */
  userRateLimit?: UserRateLimit;
  query?: Q;
  body?: B;
  reply?: R;
  /** The reply of a call that asks for some `field`s only (see projectableList in the contract). */
  projectedReply?: P;
  /** The reply never depends on the caller (public, gate-exempt data), so no token is resolved for it. */
  callerBlind?: boolean;
  /**
   * For a caller-blind route: answers from memory, synchronously, when it holds the reply (the generic
   * pipeline costs a hot route a third of its speed); undefined runs the handler as usual.
   */
  answerFromMemory?(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined;
  /** The handler sends bytes it compressed itself (see settings/routes.ts), so the compress plugin skips it. */
  precompressed?: boolean;
  /** Errors carry the HTTP status in `code` instead of the gRPC code (the upload routes, api-contract §5.1). */
  errorCodeIsStatus?: boolean;
  /** The handler writes the response itself (files, streams, multipart). */
  raw?: boolean;
  /**
   * The handler reads a multipart form (`request.parts()`): the route is registered with the multipart parser,
   * whose hooks (two promises and a listener a request) no other route pays for.
   */
  multipart?: boolean;
  /** Raw routes answer through `reply` and return it. */
  handler(input: HandlerInput<Out<Q>, Out<B>>): Promise<ReplyOf<R> | ReplyOf<P> | FastifyReply>;
}

/** What the server adds to a contract route: who may call it beyond its access level, limits, and the handler. */
export type RouteOptions<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema | undefined,
  P extends Schema | undefined = undefined,
> = Omit<RouteDef<Q, B, R, P>, "method" | "path" | "title" | "access" | "query" | "body" | "reply" | "projectedReply">;

/**
 * Implements a route declared in the contract (packages/contract/src/api): the handler is typed by its schemas, so
 * returning a shape its reply schema rejects does not compile. Keeps the generic types while modules export plain arrays.
 */
export function defineRoute<
  M extends HttpMethod,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema | undefined,
  P extends Schema | undefined = undefined,
>(route: ApiRoute<M, Q, B, R, P>, options: RouteOptions<Q, B, R, P>): RouteDef {
  const { method, path, title, access, query, body, reply, projectedReply } = route;
  return { method, path, title, access, query, body, reply, projectedReply, ...options };
}

export const permissionKey = (method: string, path: string) => `${method} ${path}`;

/** Whether a route registers a permission row at start. */
export const needsPermission = (def: RouteDef) => def.access === "admin" || def.permission === true;
