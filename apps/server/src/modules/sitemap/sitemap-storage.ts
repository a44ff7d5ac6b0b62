import type { AppContext } from "../../context.js";
import { storageFor } from "../storage/storage-for.js";
import "./tables.js";

export const sitemapPrefix = "sitemap/";
export const indexFile = "sitemap.xml";
export const generationPrefix = (generation: string) => `${sitemapPrefix}${generation}/`;

/** A file name the sitemap index may list: <name>-<n>.xml. */
export const isSitemapFileName = (name: string) => /^[a-z]{1,32}-\d{1,7}\.xml$/.test(name);

/**
 * Removes the files of every generation but the served one and the one served before it (a reader may have just
 * looked the old one up and still be streaming it); also what a process that died mid-generation left behind.
 */
export async function removeOldGenerations(ctx: AppContext, current: string, previous: string): Promise<void> {
  const storage = storageFor(ctx);
  const generations = new Set<string>();
  for await (const key of storage.list(sitemapPrefix)) {
    const [generation, file] = key.slice(sitemapPrefix.length).split("/", 2);
    if (generation && file) generations.add(generation);
  }
  for (const generation of generations) {
    if (generation !== current && generation !== previous) await storage.deletePrefix(generationPrefix(generation));
  }
}
