import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long a closing connection waits for more of an unread body before it closes anyway. */
const LINGER_QUIET_MS = 5_000;
/** The longest a closing connection goes on reading and dropping an unread body. */
const LINGER_MAX_MS = 30_000;

/**
 * A reply sent before the request's body has all arrived (an upload refused at its first bytes: not signed in, too
 * large, the disk full) closes the connection. Node would keep it open to read and drop the rest of the body, while a
 * proxy that stopped sending the body once it had the answer (nginx streaming uploads through, with kept-alive
 * connections to the web processes) may pass the next request on that connection: Node would read its bytes as the
 * rest of the first body, and that request would hang.
 *
 * The connection closes the way web servers close one ("lingering close"): the reply is sent and the sending side
 * shut, then what the client still sends is read and dropped until it stops or closes. Closing at once with bytes
 * unread would make the kernel answer them with a reset, and a client still busy sending its upload would lose the
 * reply with it (a network error instead of the refusal's message).
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.raw.complete && hasBody(request.raw)) {
      reply.header("connection", "close");
      lingerOnClose(request.raw.socket);
    }
    done(null, payload);
  });
}

/**
 * Whether a request comes with a body. One without (a GET) is marked complete only after its handler ran when
 * nothing on the way waited: a reply sent at once (the settings, from memory) must not close the connection.
 */
function hasBody(request: IncomingMessage): boolean {
  return request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
}

/** Node's HTTP server ends a `Connection: close` reply with `socket.destroySoon()`: here it lingers instead. */
function lingerOnClose(socket: Socket | null) {
  if (!socket) return;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const close = () => socket.destroy();
    const cap = setTimeout(close, LINGER_MAX_MS);
    cap.unref();
    socket.once("close", () => clearTimeout(cap));
    socket.once("end", close);
    socket.setTimeout(LINGER_QUIET_MS, close);
    socket.resume();
  };
}
