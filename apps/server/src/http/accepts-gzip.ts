import type { FastifyRequest } from "fastify";

/**
 * Whether the request's Accept-Encoding takes gzip: named (`gzip`, `x-gzip`) or matched by `*`, with a weight above
 * zero; a coding named outright wins over `*`, as RFC 9110 §12.5.3 reads it.
 */
export function acceptsGzip(request: FastifyRequest): boolean {
  return acceptEncodingTakesGzip(request.headers["accept-encoding"]);
}

export function acceptEncodingTakesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star: boolean | undefined;
  for (const entry of acceptEncoding.split(",")) {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const weight = parameters.find((p) => p.startsWith("q="));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === "gzip" || coding === "x-gzip") return accepted;
    if (coding === "*") star = accepted;
  }
  return star ?? false;
}
