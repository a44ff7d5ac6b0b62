import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context.js";
import { siteIsGated } from "../settings/site-gated.js";
import { storageFor } from "../storage/storage-for.js";
import { robotsTxt } from "./robots.js";
import { runSitemap } from "./run-sitemap.js";
import { sitemapDue } from "./schedule.js";
import { readSitemapState } from "./sitemap-lease.js";
import { sitemapDomain } from "./sitemap-domain.js";
import { generationPrefix, indexFile, isSitemapFileName } from "./sitemap-storage.js";
import { sitemapIndex } from "./xml.js";

const xmlType = "application/xml; charset=utf-8";
const maxAge = "public, max-age=3600";

const notFound = (reply: FastifyReply) => reply.code(404).type("text/plain; charset=utf-8").send("Not Found");

/** A request looks whether a new sitemap is due at most this often (the background worker looks every 10 minutes). */
const DUE_CHECK_MS = 60_000;

interface Served {
  dueCheckedAt: number;
  /** the index file of a generation: small, and asked for most */
  index?: { generation: string; bytes: Buffer };
}

const servedBy = new WeakMap<AppContext, Served>();

/** The served generation; the first request of a new site generates one (later ones come from the worker). */
async function servedGeneration(ctx: AppContext, served: Served): Promise<string> {
  const state = await readSitemapState(ctx);
  if (!state.generation) {
    await runSitemap(ctx);
    return (await readSitemapState(ctx)).generation;
  }
  if (Date.now() - served.dueCheckedAt >= DUE_CHECK_MS) {
    served.dueCheckedAt = Date.now();
    // A due sitemap (e.g. the domain changed) is generated in the background; this request gets the current one.
    void sitemapDue(ctx).then((due) => (due ? runSitemap(ctx) : undefined)).catch((error: unknown) => ctx.log.error("sitemap generation failed", { error: String(error) }));
  }
  return state.generation;
}

async function sendStored(ctx: AppContext, reply: FastifyReply, file: string) {
  let served = servedBy.get(ctx);
  if (!served) servedBy.set(ctx, (served = { dueCheckedAt: 0 }));
  const generation = await servedGeneration(ctx, served);
  if (!generation) return reply.code(503).header("Retry-After", "60").type("text/plain; charset=utf-8").send("Sitemap is being generated");
  let body: Buffer | Readable | null = file === indexFile && served.index?.generation === generation ? served.index.bytes : null;
  if (!body) {
    const stored = await storageFor(ctx).read(`${generationPrefix(generation)}${file}`);
    if (!stored) return notFound(reply);
    body = file === indexFile ? (served.index = { generation, bytes: await buffer(stored) }).bytes : stored;
  }
  return reply.type(xmlType).header("Cache-Control", maxAge).header("X-Content-Type-Options", "nosniff").send(body);
}

/**
 * /sitemap.xml (the index), /sitemap/<name>-<n>.xml (its files) and /robots.txt. A closed or login-only site
 * serves an empty index and no files, and robots.txt turns crawlers away.
 */
export function registerSitemapFiles(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.get("/sitemap.xml", async (_request, reply) => {
      if (await siteIsGated(ctx)) return reply.type(xmlType).header("Cache-Control", "no-store").send(sitemapIndex([]));
      return sendStored(ctx, reply, indexFile);
    });
    app.get<{ Params: { file: string } }>("/sitemap/:file", async (request, reply) => {
      if (!isSitemapFileName(request.params.file) || (await siteIsGated(ctx))) return notFound(reply);
      return sendStored(ctx, reply, request.params.file);
    });
    app.get("/robots.txt", async (_request, reply) => {
      const text = robotsTxt(await sitemapDomain(ctx), await siteIsGated(ctx));
      return reply.type("text/plain; charset=utf-8").header("Cache-Control", maxAge).send(text);
    });
  };
}
