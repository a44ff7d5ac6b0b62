import { errorBody } from "@wenku/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { withApiHeaders } from "./api-headers.js";
import type { RouteDef } from "./route.js";

export const apiFallbackMessages = {
  notFound: "接口不存在",
  wrongMethod: (method: string, allowed: string) => `接口不支持 ${method} 请求，请使用 ${allowed}`,
} as const;

/**
 * Requests under /api/ that no route takes: a known path asked with another method is 405 with an Allow header
 * (api-contract §1.1), any other path 404 — both as the JSON error body, never the web app's HTML.
 */
export function registerApiFallback(app: FastifyInstance, routes: Array<Pick<RouteDef, "method" | "path">>) {
  const methodsByPath = new Map<string, Set<string>>();
  for (const { method, path } of routes) {
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(method);
    if (method === "GET") methods.add("HEAD");
    methodsByPath.set(path, methods);
  }
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    withApiHeaders(reply);
    const methods = methodsByPath.get(request.url.split("?", 1)[0]);
    if (!methods) return reply.code(404).send(errorBody(404, apiFallbackMessages.notFound));
    const allowed = [...methods].join(", ");
    return reply.code(405).header("Allow", allowed).send(errorBody(405, apiFallbackMessages.wrongMethod(request.method, allowed)));
  };
  // More specific than the web app's GET /*, so a GET under /api/ never renders a page.
  app.get("/api/*", answer);
  return answer;
}
