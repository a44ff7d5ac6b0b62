import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { LRUCache } from "lru-cache";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { requestOrigin } from "../../http/request-origin.js";
import { siteIsGated } from "../settings/site-gated.js";
import { siteOrigin } from "../settings/site-origin.js";
import { storageFor } from "../storage/storage-for.js";
import { robotsTxt } from "./robots.js";
import { runSitemap } from "./run-sitemap.js";
import { sitemapDue } from "./schedule.js";
import { readSitemapState } from "./sitemap-lease.js";
import { generationPrefix, indexFile, isSitemapFileName } from "./sitemap-storage.js";
import { escapeXml, sitemapIndex } from "./xml.js";

const xmlType = "application/xml; charset=utf-8";
const maxAge = "public, max-age=3600";

const notFound = (reply: FastifyReply) => reply.code(404).type("text/plain; charset=utf-8").send("Not Found");

/** A request looks whether a new sitemap is due at most this often (the background worker looks every 10 minutes). */
const DUE_CHECK_MS = 60_000;

interface Served {
  dueCheckedAt: number;
  /** the index file of a generation: small, and asked for most */
  index?: { generation: string; bytes: Buffer };
  /** files of a generation written without an origin, as sent under each origin asked for (generation, origin, file) */
  underOrigin: LRUCache<string, Buffer>;
}

/** The generation served now and the origin its URLs were written with ("" for paths). */
interface Generation {
  name: string;
  domain: string;
}

const servedBy = new WeakMap<AppContext, Served>();

/** The served generation; the first request of a new site generates one (later ones come from the worker). */
async function servedGeneration(ctx: AppContext, served: Served): Promise<Generation> {
  const state = await readSitemapState(ctx);
  if (!state.generation) {
    await runSitemap(ctx);
    const generated = await readSitemapState(ctx);
    return { name: generated.generation, domain: generated.domain };
  }
  if (Date.now() - served.dueCheckedAt >= DUE_CHECK_MS) {
    served.dueCheckedAt = Date.now();
    // A due sitemap (e.g. the domain changed) is generated in the background; this request gets the current one.
    void sitemapDue(ctx).then((due) => (due ? runSitemap(ctx) : undefined)).catch((error: unknown) => ctx.log.error("sitemap generation failed", { err: error }));
  }
  return { name: state.generation, domain: state.domain };
}

/**
 * A generation written before system.domain was set lists paths (<loc>/document/…): this request gets them under
 * the origin it came to, so the sitemap is right for whichever address the site is reached at.
 */
function underOrigin(bytes: Buffer, origin: string): Buffer {
  return Buffer.from(bytes.toString("utf8").replaceAll("<loc>/", `<loc>${escapeXml(origin)}/`));
}

/** Bytes kept of files rewritten under an origin: a site is reached at one or two addresses, each file rewritten once. */
const UNDER_ORIGIN_BYTES = 64 * 1024 * 1024;

const newOriginCache = () => new LRUCache<string, Buffer>({ maxSize: UNDER_ORIGIN_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

async function sendStored(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, file: string) {
  let served = servedBy.get(ctx);
  if (!served) servedBy.set(ctx, (served = { dueCheckedAt: 0, underOrigin: newOriginCache() }));
  const generation = await servedGeneration(ctx, served);
  if (!generation.name) return reply.code(503).header("Retry-After", "60").type("text/plain; charset=utf-8").send("Sitemap is being generated");
  const origin = generation.domain ? "" : requestOrigin(request);
  const originKey = `${generation.name}\n${origin}\n${file}`;
  if (!served.underOrigin.keys().next().value?.startsWith(`${generation.name}\n`)) served.underOrigin.clear();
  const rewritten = origin ? served.underOrigin.get(originKey) : undefined;
  if (rewritten) return sendXml(reply, rewritten);
  let body: Buffer | Readable | null = file === indexFile && served.index?.generation === generation.name ? served.index.bytes : null;
  if (!body) {
    const stored = await storageFor(ctx).read(`${generationPrefix(generation.name)}${file}`);
    if (!stored) return notFound(reply);
    body = file === indexFile ? (served.index = { generation: generation.name, bytes: await buffer(stored) }).bytes : stored;
  }
  if (origin) {
    body = underOrigin(Buffer.isBuffer(body) ? body : await buffer(body), origin);
    served.underOrigin.set(originKey, body);
  }
  return sendXml(reply, body);
}

const sendXml = (reply: FastifyReply, body: Buffer | Readable) =>
  reply.type(xmlType).header("Cache-Control", maxAge).header("X-Content-Type-Options", "nosniff").send(body);

/**
 * /sitemap.xml (the index), /sitemap/<name>-<n>.xml (its files) and /robots.txt. A closed or login-only site
 * serves an empty index and no files, and robots.txt turns crawlers away.
 */
export function registerSitemapFiles(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.get("/sitemap.xml", async (request, reply) => {
      if (await siteIsGated(ctx)) return reply.type(xmlType).header("Cache-Control", "no-store").send(sitemapIndex([]));
      return sendStored(ctx, request, reply, indexFile);
    });
    app.get<{ Params: { file: string } }>("/sitemap/:file", async (request, reply) => {
      if (!isSitemapFileName(request.params.file) || (await siteIsGated(ctx))) return notFound(reply);
      return sendStored(ctx, request, reply, request.params.file);
    });
    app.get("/robots.txt", async (request, reply) => {
      const text = robotsTxt(await siteOrigin(ctx, requestOrigin(request)), await siteIsGated(ctx));
      return reply.type("text/plain; charset=utf-8").header("Cache-Control", maxAge).send(text);
    });
  };
}
