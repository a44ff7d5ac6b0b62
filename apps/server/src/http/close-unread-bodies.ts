import type { FastifyInstance } from "fastify";

/**
 * A reply sent before the request's body has all arrived (an upload refused at its first bytes: not signed in, too
 * large, the disk full) closes the connection. Node would keep it open to read and drop the rest of the body, while a
 * proxy that stopped sending the body once it had the answer (nginx streaming uploads through, with kept-alive
 * connections to the web processes) may pass the next request on that connection: Node would read its bytes as the
 * rest of the first body, and that request would hang.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header("connection", "close");
    done(null, payload);
  });
}
