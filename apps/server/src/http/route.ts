import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import type { Actor } from "../modules/auth/actor.js";
import type { UserRateLimit } from "./user-rate-limit.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call a route.
 * - public: anyone; `login`: a signed-in user (401 otherwise);
 * - admin: a user whose groups hold this route's permission (401 anonymous, 403 otherwise).
 * Routes with `permission` but another access level are dual-use: the permission widens what they return.
 */
export type Access = "public" | "login" | "admin";

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
  tags?: string[];
  /** Raw routes answer through `reply` and return it. */
  handler(input: HandlerInput<Out<Q>, Out<B>>): Promise<ReplyOf<R> | FastifyReply>;
}

/** Keeps the generic types of one route while letting modules export plain arrays. */
export function defineRoute<Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, R extends Schema | undefined = undefined>(
  def: RouteDef<Q, B, R>,
): RouteDef {
  return def as unknown as RouteDef;
}

export const permissionKey = (method: string, path: string) => `${method} ${path}`;

/** Whether a route registers a permission row at start. */
export const needsPermission = (def: RouteDef) => def.access === "admin" || def.permission === true;
