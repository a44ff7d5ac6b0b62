import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { sitemapUrlsPerFile } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { siteIsGated } from "../settings/site-gated.js";
import { configuredSiteOrigin } from "../settings/site-origin.js";
import { storageFor } from "../storage/storage-for.js";
import { ChunkedSitemapWriter, type WrittenFile } from "./chunked-writer.js";
import { claimSitemapLease, publishGeneration, readSitemapState } from "./sitemap-lease.js";
import { sitemapSources, type SitemapSource } from "./sitemap-sources.js";
import { generationPrefix, indexFile, removeOldGenerations } from "./sitemap-storage.js";
import { sitemapIndex } from "./xml.js";

export interface GenerateOptions {
  /** The lease holder (this process). */
  owner: string;
  urlsPerFile?: number;
  /** Rows read per query. */
  batchSize?: number;
  sources?: SitemapSource[];
}

export interface GeneratedSitemap {
  generation: string;
  urlCount: number;
  files: WrittenFile[];
  /** False when the lease was lost meanwhile: another process published instead. */
  published: boolean;
}

const newGeneration = () => `${nowIso().replace(/[-:.TZ]/g, "")}-${crypto.randomBytes(3).toString("hex")}`;

/**
 * Writes a new sitemap while holding the lease: the public pages of each source into files of at most
 * `urlsPerFile` URLs (in a temporary folder, rows read a batch at a time), then the index; stores them under
 * sitemap/<generation>/, makes that generation the served one in one update, and removes older generations.
 * A closed or login-only site lists nothing. Until system.domain is set the URLs are written as paths, and each
 * request gets them under the origin it came to (serve-sitemap.ts).
 */
export async function generateSitemap(ctx: AppContext, options: GenerateOptions): Promise<GeneratedSitemap> {
  const startedAt = nowIso();
  const urlsPerFile = Math.max(1, options.urlsPerFile ?? sitemapUrlsPerFile);
  const batchSize = options.batchSize ?? 1000;
  const generation = newGeneration();
  const tempDir = path.join(ctx.env.dataDir, "tmp", `sitemap-${generation}`);
  await fsp.mkdir(tempDir, { recursive: true });
  try {
    const domain = await configuredSiteOrigin(ctx);
    const sources = (await siteIsGated(ctx)) ? [] : (options.sources ?? sitemapSources);
    const files: WrittenFile[] = [];
    for (const source of sources) {
      const writer = new ChunkedSitemapWriter(tempDir, source.name, urlsPerFile);
      for await (const batch of source.batches(ctx, batchSize)) {
        await writer.add(batch.map((url) => ({ loc: domain + url.path, lastmod: url.lastmod })));
      }
      files.push(...(await writer.finish()));
      await claimSitemapLease(ctx, options.owner);
    }
    const generatedAt = nowIso();
    const index = sitemapIndex(files.map((f) => ({ loc: `${domain}/sitemap/${f.file}`, lastmod: f.lastmod || generatedAt })));
    await fsp.writeFile(path.join(tempDir, indexFile), index);
    const storage = storageFor(ctx);
    for (const name of [...files.map((f) => f.file), indexFile]) {
      await storage.putFile(`${generationPrefix(generation)}${name}`, path.join(tempDir, name), { move: true, contentType: "application/xml" });
    }
    const urlCount = files.reduce((n, f) => n + f.urls, 0);
    const previous = (await readSitemapState(ctx)).generation;
    const published = await publishGeneration(ctx, options.owner, { generation, generatedAt, domain, urlCount, fileCount: files.length, startedAt });
    if (published) await removeOldGenerations(ctx, generation, previous);
    else await storage.deletePrefix(generationPrefix(generation));
    return { generation, urlCount, files, published };
  } finally {
    await fsp.rm(tempDir, { recursive: true, force: true });
  }
}
