import type { FastifyReply, FastifyRequest } from "fastify";
import { randomToken } from "./secret-hash.js";

/** The cookie that ties a sign-in's state to the browser that started it (sent only to /api/v1/oauth, never to scripts). */
const COOKIE = "wenku_oauth";
const COOKIE_PATH = "/api/v1/oauth";
const MAX_AGE_S = 3600;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding secret from its cookie, or "" when it sent none. */
export function browserSecret(request: FastifyRequest): string {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (name === COOKIE && tokenShape.test(value)) return value;
  }
  return "";
}

/** The browser's binding secret, made and set as a cookie when it has none (kept, so two tabs' sign-ins both work). */
export function ensureBrowserSecret(request: FastifyRequest, reply: FastifyReply): string {
  const secret = browserSecret(request) || randomToken();
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${COOKIE}=${secret}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`);
  return secret;
}
