import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../context.js";
import { errorBody, isGateExemptPath, messages } from "@wenku/contract";
import { clientIp } from "../http/register.js";
import { acceptsGzip } from "../http/accepts-gzip.js";
import { requestOrigin } from "../http/request-origin.js";
import { createPageCache, type CachedPage } from "./page-cache.js";
import { siteIsGated } from "../modules/settings/site-gated.js";
import { countPageRequest, type RenderTrace } from "./render-trace.js";
import { gzippable, gzippedBodyOf } from "./page-gzip.js";
import { newScriptMark, sealScripts } from "./page-scripts.js";
import { pagePolicySources } from "./page-policy-sources.js";
import { baseSecurityHeaders, htmlSecurityHeaders } from "./security-headers.js";
import { spiderPageLifetimeMs } from "./spider-cache.js";
import { createSsrDataCache } from "./ssr-data-cache.js";
import { createSsrServices } from "./ssr-services.js";
import { viteDevBuild } from "./vite-dev.js";

/** The request as React Router takes it, at the origin it came to (absolute links use it until system.domain is set). */
function toWebRequest(request: FastifyRequest): Request {
  // One leading slash: a path starting with // is a path on this origin, not another host.
  const url = new URL(request.url.replace(/^\/+/, "/"), requestOrigin(request));
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  return new Request(url, { method: request.method, headers });
}

/**
 * A rendered response as the page cache keeps it. HTML loses the render's script mark and gets the page policy
 * allowing the scripts that carried it (page-scripts.ts); data and redirects only the other security headers.
 */
async function toCachedPage(response: Response, trace: RenderTrace, mark: string, ctx: AppContext): Promise<CachedPage> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, key) => {
    if (key !== "content-length") headers.push([key, value]);
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get("content-type")?.startsWith("text/html")) {
    headers.push(...baseSecurityHeaders);
    return { status: response.status, headers, body, trace };
  }
  const sealed = sealScripts(body, mark);
  headers.push(...htmlSecurityHeaders(sealed.scriptHashes, await pagePolicySources(ctx)));
  return { status: response.status, headers, body: sealed.body, trace };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (!gzippable(page)) return reply.send(page.body);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  if (!acceptsGzip(request)) return reply.send(page.body);
  return reply.header("content-encoding", "gzip").send(gzippedBodyOf(page));
}

/** React Router's route manifest (lazy route discovery): route modules only, no data, needed by every page. */
const isRouterManifest = (pathname: string) => pathname === "/__manifest";

/**
 * On a closed or login-only site a stranger's request for a page other than the entry pages goes to /login, with
 * the page to come back to (spec §6). Signed-in members are sent on by the login page and load the page through
 * the API; the server never renders data for them, since no user state enters a server render.
 */
function turnAwayFromGatedSite(reply: FastifyReply, pathname: string, url: string) {
  // A page's data request (`.data`): the browser of a gated site loads page data through the API instead.
  if (pathname.endsWith(".data")) return reply.code(401).send(errorBody(401, messages.notLoggedIn));
  return reply.header("Cache-Control", "no-store").redirect(`/login?redirect=${encodeURIComponent(url)}`, 302);
}

/** The built web app: its hashed assets served with immutable caching, and its server build; undefined before a build. */
async function builtWeb(app: FastifyInstance, ctx: AppContext): Promise<ServerBuild | undefined> {
  const serverEntry = path.join(ctx.env.webBuildDir, "server/index.js");
  const clientDir = path.join(ctx.env.webBuildDir, "client");
  if (!fs.existsSync(serverEntry)) {
    ctx.log.warn(`web build not found at ${serverEntry}; pages are not served (run npm run build)`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The .br and .gz copies the build wrote beside each script and stylesheet (scripts/precompress-web-assets.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header("Cache-Control", "public, max-age=31536000, immutable");
      else reply.header("Cache-Control", "public, max-age=3600");
    },
  });
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/**
 * Serves the web app, everything but assets rendered on the server by React Router with the anonymous view of
 * public data (no user state enters a server render): the build, or in development (WENKU_WEB_DEV=1) the sources
 * through Vite's dev server.
 */
export async function registerWeb(app: FastifyInstance, ctx: AppContext) {
  // The build as an object, not a function: React Router prepares a function's build again for every request.
  const build = ctx.env.webDev ? await viteDevBuild(app) : await builtWeb(app, ctx);
  if (!build) return;
  const currentBuild = typeof build === "function" ? build : () => build;
  app.get<{ Params: { file: string } }>("/_styles/:file", async (request, reply) => {
    const { getStylesheet } = (await currentBuild()).entry.module as { getStylesheet?: (hash: string) => string | undefined };
    const css = getStylesheet?.(request.params.file.replace(/\.css$/, ""));
    if (!css) return reply.code(404).type("text/plain").send("Not Found");
    return reply.type("text/css; charset=utf-8").header("Cache-Control", "public, max-age=31536000, immutable").send(css);
  });
  const handle = createRequestHandler(build, ctx.env.webDev ? "development" : "production");
  const cache = createPageCache(ctx.env.webDev ? 0 : ctx.env.pageCacheMs);
  ctx.hooks.afterMutation.push(() => cache.clear());
  ctx.events.on("document.changed", () => cache.clear());
  ctx.events.on("document.deleted", () => cache.clear());
  // Spiders' pages live for days (the `ssr` settings), unless a document or an article changes or goes.
  const spiderCache = createPageCache(0, 300);
  for (const event of ["document.changed", "document.deleted", "article.changed", "article.deleted"] as const) ctx.events.on(event, () => spiderCache.clear());
  // What other processes change (with Redis: shared-state/invalidation-bus.ts).
  for (const topic of ["pages", "settings"] as const) ctx.shared?.bus.subscribe(topic, () => cache.clear());
  ctx.shared?.bus.subscribe("content", () => {
    cache.clear();
    spiderCache.clear();
  });
  const siteData = createSsrDataCache(ctx);
  const renderPage = async (request: FastifyRequest) => {
    const trace: RenderTrace = {};
    const mark = newScriptMark();
    const response = await handle(toWebRequest(request), { services: createSsrServices(ctx, trace, siteData), nonce: mark });
    return toCachedPage(response, trace, mark, ctx);
  };
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0];
    if (!isGateExemptPath(pathname) && !isRouterManifest(pathname) && (await siteIsGated(ctx))) return turnAwayFromGatedSite(reply, pathname, request.url);
    const userAgent = String(request.headers["user-agent"] ?? "");
    const spiderMs = await spiderPageLifetimeMs(ctx, pathname, userAgent);
    // Keyed by origin too: a page's canonical and Open Graph links carry it while system.domain is unset.
    const key = requestOrigin(request) + request.url;
    const page = spiderMs > 0 ? await spiderCache.get(key, () => renderPage(request), spiderMs) : await cache.get(key, () => renderPage(request));
    // The client is resolved only for a page that logs it (a search), not for every page served.
    countPageRequest(ctx, page.trace, () => ({ ip: clientIp(request), userAgent }));
    return sendPage(request, reply, page);
  };
  // Pages are gzipped here, once per cached page (page-gzip.ts): the compress plugin is left out of their route.
  const pageRoute = { compress: false as const, decompress: false as const };
  app.get("/*", pageRoute, render);
  app.get("/", pageRoute, render);
}
