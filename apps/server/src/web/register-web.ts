import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../context.js";
import { ssrClientIpHeader } from "@wenku/contract";
import { clientIp } from "../http/register.js";
import { createSsrServices } from "./ssr-services.js";

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  headers.set(ssrClientIpHeader, clientIp(request));
  return new Request(url, { method: request.method, headers });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "content-length") reply.header(key, value);
  });
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/**
 * Serves the built web app: hashed assets with immutable caching, everything else rendered on the server
 * by React Router with the anonymous view of public data. No user state enters a server render.
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext) {
  const serverEntry = path.join(ctx.env.webBuildDir, "server/index.js");
  const clientDir = path.join(ctx.env.webBuildDir, "client");
  if (!fs.existsSync(serverEntry)) {
    ctx.log.warn(`web build not found at ${serverEntry}; pages are not served (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.raw.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else res.raw.setHeader("Cache-Control", "public, max-age=3600");
    },
  });
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const getStylesheet = (build.entry.module as { getStylesheet?: (hash: string) => string | undefined }).getStylesheet;
  app.get<{ Params: { file: string } }>("/_styles/:file", async (request, reply) => {
    const css = getStylesheet?.(request.params.file.replace(/\.css$/, ""));
    if (!css) return reply.code(404).type("text/plain").send("Not Found");
    return reply.type("text/css; charset=utf-8").header("Cache-Control", "public, max-age=31536000, immutable").send(css);
  });
  const handle = createRequestHandler(build, ctx.env.production ? "production" : "production");
  const services = createSsrServices(ctx);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await handle(toWebRequest(request), { services });
    return sendWebResponse(reply, response);
  };
  app.get("/*", render);
  app.get("/", render);
}
