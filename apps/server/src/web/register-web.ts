import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../context.js";
import { ssrClientIpHeader } from "@wenku/contract";
import { clientIp } from "../http/register.js";
import { createPageCache, type CachedPage } from "./page-cache.js";
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

async function toCachedPage(response: Response): Promise<CachedPage> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, key) => {
    if (key !== "content-length") headers.push([key, value]);
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

function sendPage(reply: FastifyReply, page: CachedPage) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  return reply.send(page.body);
}

/**
 * Search pages log each search and document pages count each view, so every one of them renders; other pages
 * may come from the micro-cache.
 */
const uncachedPaths = /^\/(search|document\/[^/?.]+)(\.data)?(\/|\?|$)/;

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
  const cache = createPageCache(ctx.env.pageCacheMs);
  ctx.hooks.afterMutation.push(() => cache.clear());
  ctx.events.on("document.changed", () => cache.clear());
  ctx.events.on("document.deleted", () => cache.clear());
  const renderPage = async (request: FastifyRequest) => toCachedPage(await handle(toWebRequest(request), { services }));
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = uncachedPaths.test(request.url)
      ? await renderPage(request)
      : await cache.get(request.url, () => renderPage(request));
    return sendPage(reply, page);
  };
  app.get("/*", render);
  app.get("/", render);
}
