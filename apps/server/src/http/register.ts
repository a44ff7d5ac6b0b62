import { messages } from "@wenku/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { resolveActor, type Actor } from "../modules/auth/actor.js";
import { AppError, badRequest, forbidden, unauthorized } from "./errors.js";
import type { RouteDef } from "./route.js";

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
  const actor = await resolveActor(ctx, request);
  (request as FastifyRequest & { actor?: Actor }).actor = actor;
  await checkSiteGates(ctx, def, actor);
  await checkAccess(def, actor);
  const query = parse(def.query, request.query);
  const body = def.raw ? undefined : parse(def.body, request.body);
  const result = await def.handler({
    ctx,
    actor,
    query,
    body,
    params: (request.params ?? {}) as Record<string, string>,
    ip: clientIp(request),
    userAgent: String(request.headers["user-agent"] ?? ""),
    request,
    reply,
  });
  if (def.method !== "GET") for (const hook of ctx.hooks.afterMutation) hook();
  if (def.raw) return reply;
  const payload = def.reply ? def.reply.parse(result ?? {}) : (result ?? {});
  return reply.send(payload);
}

export function registerRoutes(app: FastifyInstance, ctx: AppContext, defs: RouteDef[]) {
  for (const def of defs) {
    app.route({
      method: def.method,
      url: def.path,
      config: def.rateLimit ? { rateLimit: { max: def.rateLimit, timeWindow: "1 minute" } } : { rateLimit: false },
      handler: (request, reply) => runRoute(ctx, def, request, reply),
    });
  }
}

export function toErrorResponse(error: unknown): { status: number; body: ReturnType<AppError["toBody"]> } {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  if (error instanceof z.ZodError) return toErrorResponse(badRequest(describeZodError(error)));
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.statusCode === 429) return toErrorResponse(new AppError(429, messages.tooManyRequests));
  if (e.statusCode === 413 || e.code === "FST_REQ_FILE_TOO_LARGE") return toErrorResponse(new AppError(413, "文件过大"));
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return toErrorResponse(new AppError(e.statusCode, e.message || "请求错误"));
  return toErrorResponse(new AppError(500, "服务器内部错误"));
}
