/**
 * The sitemap part of bench:api: once a library of `documents` public documents (sitemap-library.ts) is written into
 * a data folder (by the seed's process, seed-document.ts), generates its sitemap in a fresh process
 * (sitemap-generate.ts), prints what that cost and fails unless the sitemap lists exactly the public items. The
 * folder then serves /sitemap.xml from the production server.
 */
import path from "node:path";
import { runNodeScript } from "./run-script.js";
import type { WrittenSitemapLibrary } from "./sitemap-library.js";

const generateScript = path.join(import.meta.dirname, "sitemap-generate.ts");

interface Counts {
  documents: number;
  articles: number;
  categories: number;
}

export interface SitemapScale {
  documents: number;
  seconds: number;
  urls: number;
  files: number;
  /** A file of the documents (the first, full one) to measure beside the index. */
  documentsFile: string;
  memory: { maxRssMb: number; rssBeforeMb: number; peakRssDeltaMb: number; heapBeforeMb: number; peakHeapDeltaMb: number };
}

/** Runs a child script with tsx and returns the JSON of its last line. */
function runChild<T>(nodeArgs: string[], script: string, args: string[]): Promise<T> {
  return runNodeScript<T>([...nodeArgs, "--import", "tsx", script, ...args]);
}

export async function prepareSitemapScale(dataDir: string, library: WrittenSitemapLibrary): Promise<SitemapScale> {
  const documents = library.public.documents;
  console.log(
    `sitemap library: ${library.public.documents} public documents, ${library.public.articles} published articles, ` +
      `${library.public.categories} enabled categories; hidden ${library.hidden.documents} documents, ${library.hidden.articles} articles, ` +
      `${library.hidden.categories} categories (written in ${library.seconds.toFixed(1)} s)`,
  );
  const run = await runChild<
    SitemapScale & { firstDocumentsFile: string; largestFileUrls: number; expected: Counts; countsMatch: boolean; documentsMatch: boolean }
  >(["--expose-gc"], generateScript, [dataDir]);
  const expectedUrls = library.public.documents + library.public.articles + library.public.categories;
  const { memory } = run;
  console.log(
    `sitemap generation: ${run.seconds.toFixed(2)} s, ${run.urls} URLs in ${run.files} files (largest ${run.largestFileUrls} URLs); ` +
      `peak RSS ${memory.maxRssMb} MB (process maxRSS, ${memory.rssBeforeMb} MB before generating); ` +
      `sampled during generation: RSS +${memory.peakRssDeltaMb} MB, heap +${memory.peakHeapDeltaMb} MB over ${memory.heapBeforeMb} MB`,
  );
  if (!run.countsMatch || !run.documentsMatch || run.urls !== expectedUrls) {
    throw new Error(
      `the sitemap does not list exactly the public items: ${run.urls} URLs, ${expectedUrls} written public, database ${JSON.stringify(run.expected)}, ` +
        `documents' files ${run.documentsMatch ? "match" : "do not match"} the public uuids`,
    );
  }
  console.log(`sitemap check: ${run.urls} URLs = public documents + articles + categories in the database; documents' files list exactly the public uuids`);
  return { documents, seconds: run.seconds, urls: run.urls, files: run.files, documentsFile: run.firstDocumentsFile, memory };
}
