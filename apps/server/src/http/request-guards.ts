import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, badRequest } from "./errors.js";

export const guardMessages = {
  unsupportedBody: "不支持的请求内容类型，请以 JSON（Content-Type: application/json）提交",
  nulCharacter: "请求参数不能包含空字符（\\u0000）",
  invalidJson: "请求体不是有效的 JSON",
} as const;

/** The body of a request whose content type the API does not read: left unread, so its size costs nothing. */
const unreadBody = Symbol("unread body");

/** Bodies of any content type without a parser of their own reach the route unread, which refuses them in words. */
export function acceptAnyContentType(app: FastifyInstance): void {
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, unreadBody));
}

/** JSON routes take JSON (or no body): anything else, multipart included, is 415. Raw routes read bodies themselves. */
export function refuseUnreadBody(request: FastifyRequest): void {
  if (request.body === unreadBody || request.isMultipart?.()) throw new AppError(415, guardMessages.unsupportedBody);
}

/** Whether a parsed query or body holds U+0000 in a key or a text value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  return false;
}

/** No text of ours holds U+0000, and PostgreSQL cannot store it: refuse it in any query or body value. */
export function refuseNulCharacters(value: unknown): void {
  if (containsNul(value)) throw badRequest(guardMessages.nulCharacter);
}
