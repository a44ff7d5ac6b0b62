import type { FastifyReply } from "fastify";

/** Signature (e, s) and version (v) of page and cover URLs. */
export type ViewQuery = { e?: string; s?: string; v?: string };

export const notFoundText = (reply: FastifyReply) => reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
export const forbiddenText = (reply: FastifyReply) => reply.code(403).type("text/plain; charset=utf-8").send("无权查看该页面");

export function badHash(reply: FastifyReply) {
  return reply.code(404).send({ code: 400, message: "hash值必须32位" });
}
