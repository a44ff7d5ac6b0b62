import type { FastifyRequest } from "fastify";

/** When a request names no usable host (HTTP/1.0 without Host, or garbage). */
const UNKNOWN_ORIGIN = "http://localhost";

/**
 * The origin (scheme://host[:port]) a request reached this site at: Fastify's `protocol` and `host`, which follow
 * X-Forwarded-Proto and X-Forwarded-Host only when the request came through a proxy WENKU_TRUST_PROXY trusts.
 * Parsed as a URL, so what comes back is a clean origin whatever the header held.
 */
export function requestOrigin(request: Pick<FastifyRequest, "protocol" | "host">): string {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : UNKNOWN_ORIGIN;
  } catch {
    return UNKNOWN_ORIGIN;
  }
}
