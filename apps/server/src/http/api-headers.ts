import type { FastifyInstance, FastifyReply } from "fastify";

/** CORS for every origin (api-contract §1.1) and no content sniffing, on every API reply. */
const apiResponseHeaders = Object.freeze({
  "access-control-allow-origin": "*",
  "x-content-type-options": "nosniff",
});

/** What a browser's preflight reads; an actual reply needs only the origin (each header costs every request). */
const preflightHeaders = Object.freeze({
  ...apiResponseHeaders,
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, HEAD",
  "access-control-allow-headers": "*",
  "access-control-max-age": "43200",
});

/**
 * Set by each API handler, the error handler and the fallback rather than by a global hook: a hook runs on
 * every request of the site (pages and images included) and costs the settings route a tenth of its speed.
 */
export function withApiHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(apiResponseHeaders);
}

/** Answers every CORS preflight under /api/. */
export function registerApiPreflight(app: FastifyInstance) {
  app.options("/api/*", (_request, reply) => reply.headers(preflightHeaders).code(204).send());
}
