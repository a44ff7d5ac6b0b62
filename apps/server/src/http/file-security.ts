import type { FastifyReply } from "fastify";

/**
 * Files whose bytes users supplied or a converter produced (uploaded images, page SVGs, covers, downloads): never
 * sniffed as another type, and never able to run script — opened on their own, an SVG page is a sandboxed document
 * that may only draw its inline styles and data: images. As an <img> a page is unaffected.
 */
export const fileContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

export function setFileSecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply.header("X-Content-Type-Options", "nosniff").header("Content-Security-Policy", fileContentSecurityPolicy);
}
