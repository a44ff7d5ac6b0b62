import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { allApiRoutes, buildOpenApi } from "@wenku/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { sharedRateLimitStore } from "../shared-state/rate-limit-store.js";
import { registerApiFallback } from "./api-fallback.js";
import { registerApiPreflight, withApiHeaders } from "./api-headers.js";
import { closeConnectionsWithUnreadBodies } from "./close-unread-bodies.js";
import { errorHandler, registerRoutes } from "./register.js";
import { acceptAnyContentType, guardMessages } from "./request-guards.js";
import type { RouteDef } from "./route.js";

/** Built on first request (the route table never changes while running): most processes and tests never ask. */
let openApi: ReturnType<typeof buildOpenApi> | undefined;

z.config(z.locales.zhCN());

export interface AppOptions {
  routes: RouteDef[];
  /** Registers non-API handlers (page images, downloads, SSR pages) after the API. */
  extra?: Array<(app: FastifyInstance) => Promise<void> | void>;
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: AppOptions): Promise<FastifyInstance> {
  // A closing process (SIGTERM) still answers what reaches it on a kept-alive connection (a load balancer's), with
  // Connection: close, instead of a 503 the client would see; the database closes only after HTTP has.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: ctx.env.trustProxy, bodyLimit: 4 * 1024 * 1024, return503OnClosing: false });

  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(guardMessages.invalidJson), { statusCode: 400 }), undefined);
    }
  });
  acceptAnyContentType(app);

  registerApiPreflight(app);
  closeConnectionsWithUnreadBodies(app);

  // Counted in Redis when it is configured, so the limits hold across processes (shared-state/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, ...(ctx.shared ? { store: sharedRateLimitStore(ctx.shared.redis) } : {}) });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["gzip", "deflate"] });

  app.setErrorHandler(errorHandler(ctx));

  registerRoutes(app, ctx, options.routes);
  app.get("/api/v1/openapi.json", (_request, reply) => withApiHeaders(reply).send((openApi ??= buildOpenApi(allApiRoutes()))));
  const apiFallback = registerApiFallback(app, [...options.routes, { method: "GET", path: "/api/v1/openapi.json" }]);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return apiFallback(request, reply);
    return reply.code(404).type("text/plain").send("Not Found");
  });

  for (const register of options.extra ?? []) await register(app);
  return app;
}
