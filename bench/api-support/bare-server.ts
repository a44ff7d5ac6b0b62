/**
 * The baseline of bench:api, run as its own process: a Fastify with no plugins that answers each captured URL
 * with the exact bytes and content type the real server sent (gzipped where captured, when asked for). Reads the
 * captures from the JSON file named by its first argument and listens on PORT.
 */
import fs from "node:fs";
import Fastify from "fastify";

interface StoredCapture {
  contentType: string;
  base64: string;
  /** The same page gzipped, sent when the request asks for gzip. */
  gzipBase64?: string;
}

const captures = JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as Record<string, StoredCapture>;
const app = Fastify({ logger: false });
app.get("/__idle", (_request, reply) => reply.send("ok"));
for (const [url, captured] of Object.entries(captures)) {
  const body = Buffer.from(captured.base64, "base64");
  const gzipped = captured.gzipBase64 === undefined ? undefined : Buffer.from(captured.gzipBase64, "base64");
  app.get(url.split("?", 1)[0], (request, reply) => {
    reply.type(captured.contentType);
    if (gzipped && request.headers["accept-encoding"]?.includes("gzip")) return reply.header("content-encoding", "gzip").send(gzipped);
    return reply.send(body);
  });
}
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("ready");
