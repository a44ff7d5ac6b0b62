import multipart from "@fastify/multipart";
import { asksForFields, messages } from "@wenku/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { actorFor, resolveActor, type Actor } from "../modules/session/actor.js";
import { withApiHeaders } from "./api-headers.js";
import { AppError, badRequest, forbidden, unauthorized } from "./errors.js";
import { translateFrameworkError } from "./framework-errors.js";
import { refuseNulCharacters, refuseUnreadBody } from "./request-guards.js";
import type { RouteDef } from "./route.js";
import { claimUserRate } from "./user-rate-limit.js";

/** The caller's address; forwarding headers count only from the proxies in WENKU_TRUST_PROXY (http/app.ts). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** The first validation problem as a sentence the user can act on. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "参数错误";
  const field = issue.path.join(".");
  return issue.message.match(/[\u4e00-\u9fff]/) && !issue.message.startsWith("无效") ? issue.message : field ? `${field}: ${issue.message}` : issue.message;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  refuseNulCharacters(value);
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** The site gates of spec §6, enforced on the server: a closed site or a login-only site. */
async function checkSiteGates(ctx: AppContext, def: RouteDef, actor: Actor) {
  if (def.gateExempt) return;
  if (await ctx.settings.bool("security", "is_close")) {
    if (!actor.user) throw unauthorized();
    if (!(await actor.isAdmin())) throw forbidden(messages.siteClosed);
    return;
  }
  if (!actor.user && (await ctx.settings.bool("security", "login_required"))) throw unauthorized();
}

async function checkAccess(def: RouteDef, actor: Actor) {
  if (def.access === "public") return;
  actor.requireUser();
  if (def.access === "admin" && !(await actor.can(def.method, def.path))) throw forbidden(messages.noPermission(def.title));
}

export async function runRoute(ctx: AppContext, def: RouteDef, request: FastifyRequest, reply: FastifyReply) {
  withApiHeaders(reply);
  const actor = def.callerBlind ? actorFor(ctx, null) : await resolveActor(ctx, request);
  (request as FastifyRequest & { actor?: Actor }).actor = actor;
  await checkSiteGates(ctx, def, actor);
  await checkAccess(def, actor);
  if (def.userRateLimit && actor.user) await claimUserRate(ctx, def.userRateLimit, Number(actor.user.id));
  const query = parse(def.query, request.query);
  // A raw route reads its own body (multipart, files) unless it declares a JSON one.
  const parsesBody = !def.raw || def.body !== undefined;
  if (parsesBody) refuseUnreadBody(request);
  const body = parsesBody ? parse(def.body, request.body) : undefined;
  const result = await def.handler({
    ctx,
    actor,
    query,
    body,
    params: (request.params ?? {}) as Record<string, string>,
    // Getters: resolving the address through the trusted proxies costs every request that never asks.
    get ip() {
      return clientIp(request);
    },
    get userAgent() {
      return String(request.headers["user-agent"] ?? "");
    },
    request,
    reply,
  });
  if (def.method !== "GET") for (const hook of ctx.hooks.afterMutation) hook();
  if (def.raw) return reply;
  return reply.send(checkedReply(ctx, def, result ?? {}, query));
}

/**
 * The handler's result as its reply schema shapes it. A result the schema refuses is the server's bug, not the
 * caller's: logged with the route and what failed, and answered 500.
 */
function checkedReply(ctx: AppContext, def: RouteDef, result: unknown, query: unknown): unknown {
  const schema = def.projectedReply && asksForFields(query) ? def.projectedReply : def.reply;
  if (!schema) return result;
  const checked = schema.safeParse(result);
  if (checked.success) return checked.data;
  ctx.log.error("reply does not match its schema", { route: `${def.method} ${def.path}`, issues: checked.error.issues.slice(0, 5) });
  throw new AppError(500, messages.serverError);
}

/** The multipart parser's limits; receive-file.ts narrows them per upload. */
const multipartLimits = { files: 1, fields: 20, parts: 30 };

export function registerRoutes(app: FastifyInstance, ctx: AppContext, defs: RouteDef[]) {
  for (const def of defs.filter((d) => !d.multipart)) registerRoute(app, ctx, def);
  const uploads = defs.filter((d) => d.multipart);
  if (uploads.length === 0) return;
  // A scope of their own: @fastify/multipart hooks every request of the scope it is registered in.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits });
    for (const def of uploads) registerRoute(scope, ctx, def);
  });
}

function registerRoute(app: FastifyInstance, ctx: AppContext, def: RouteDef) {
  if (def.answerFromMemory && !def.callerBlind) throw new Error(`${def.path}: only a caller-blind route can answer from memory`);
  if (def.callerBlind && (def.access !== "public" || !def.gateExempt)) throw new Error(`${def.path}: only a public, gate-exempt route can ignore its caller`);
  app.route({
    method: def.method,
    url: def.path,
    config: def.rateLimit ? { rateLimit: { max: def.rateLimit, timeWindow: "1 minute" } } : { rateLimit: false },
    handler: def.answerFromMemory
      ? (request, reply) => def.answerFromMemory!(ctx, request, withApiHeaders(reply)) ?? runRoute(ctx, def, request, reply)
      : (request, reply) => runRoute(ctx, def, request, reply),
    ...(def.precompressed ? { compress: false as const } : {}),
    // A GET has no body to inflate, so the compress plugin's request hook is left off it.
    ...(def.method === "GET" ? { decompress: false as const } : {}),
    ...(def.errorCodeIsStatus ? { errorHandler: errorHandler(ctx, { codeIsStatus: true }) } : {}),
  });
}

/**
 * Every failed request answers the error body of api-contract §1.3; the upload routes put the HTTP status in
 * `code` as that client expects (api-contract §5.1). Unexpected failures are logged.
 */
export function errorHandler(ctx: AppContext, options: { codeIsStatus?: boolean } = {}) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    // A service that is down (503) fails every request alike: one line each, not a stack trace.
    if (status === 503) ctx.log.warn("request failed: service unavailable", { url: request.url, error: String((error as Error)?.cause ?? error) });
    else if (status >= 500 && !(error instanceof AppError)) ctx.log.error("request failed", { url: request.url, error: String((error as Error)?.stack ?? error) });
    if (request.url.startsWith("/api/")) withApiHeaders(reply);
    reply.code(status).send(options.codeIsStatus ? { ...body, code: status } : body);
  };
}

export function toErrorResponse(error: unknown): { status: number; body: ReturnType<AppError["toBody"]> } {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  if (error instanceof z.ZodError) return toErrorResponse(badRequest(describeZodError(error)));
  const translated = translateFrameworkError(error);
  if (translated) return toErrorResponse(translated);
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return toErrorResponse(new AppError(e.statusCode, e.message || "请求错误"));
  return toErrorResponse(new AppError(500, messages.serverError));
}
