import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { errorBody } from "@wenku/contract";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { buildOpenApi } from "./openapi.js";
import { AppError } from "./errors.js";
import { registerRoutes, toErrorResponse } from "./register.js";
import type { RouteDef } from "./route.js";

z.config(z.locales.zhCN());

export interface AppOptions {
  routes: RouteDef[];
  /** Registers non-API handlers (page images, downloads, SSR pages) after the API. */
  extra?: Array<(app: FastifyInstance) => Promise<void> | void>;
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: ctx.env.trustProxy, bodyLimit: 4 * 1024 * 1024 });

  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("请求体不是有效的 JSON"), { statusCode: 400 }), undefined);
    }
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, HEAD");
    reply.header("Access-Control-Allow-Headers", "*");
    reply.header("Access-Control-Max-Age", "43200");
    if (request.method === "OPTIONS") return reply.code(204).send();
  });

  await app.register(rateLimit, { global: false });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500 && !(error instanceof AppError)) ctx.log.error("request failed", { url: request.url, error: String((error as Error)?.stack ?? error) });
    return reply.code(status).send(body);
  });

  registerRoutes(app, ctx, options.routes);
  const openApi = buildOpenApi(options.routes);
  app.get("/api/v1/openapi.json", async () => openApi);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return reply.code(404).send(errorBody(404, "接口不存在"));
    return reply.code(404).type("text/plain").send("Not Found");
  });

  for (const register of options.extra ?? []) await register(app);
  return app;
}
