import { BoundedJobError, createBoundedPool } from "../../../workers/bounded-pool.js";
import { startBundledWorker } from "../../../workers/bundled-worker.js";
import { FetchRefused } from "../safe-fetch/fetch-refused.js";
import type { ExtractedArticle, ExtractRules } from "./page-to-markdown.js";

interface ExtractRequest {
  html: string;
  url: string;
  rules: ExtractRules;
}

/** A page of at most MAX_PAGE_BYTES parses, is made readable, sanitised and turned into Markdown well within this. */
const EXTRACT_TIME_LIMIT_MS = 15_000;
const EXTRACT_HEAP_MB = 256;

const workers = createBoundedPool<ExtractRequest, ExtractedArticle>(
  () => startBundledWorker(import.meta.url, "extract-worker", { resourceLimits: { maxOldGenerationSizeMb: EXTRACT_HEAP_MB } }),
  { size: 1, timeLimitMs: () => EXTRACT_TIME_LIMIT_MS, maxQueue: 8, maxWaitMs: 20_000, idleMs: 60_000 },
);

/**
 * pageToMarkdown in a worker thread under a time and memory limit: a hostile page (deep nesting, huge tables) stalls
 * that thread, never the server's event loop, and is refused when it runs over.
 */
export async function extractArticle(html: string, url: URL, rules: ExtractRules): Promise<ExtractedArticle> {
  try {
    return await workers.run({ html, url: url.href, rules: { select: rules.select, exclude: rules.exclude, replace: rules.replace } });
  } catch (error) {
    if (!(error instanceof BoundedJobError)) throw error;
    if (error.failure === "busy") throw new FetchRefused("服务器繁忙，请稍后重试");
    throw new FetchRefused("页面过于复杂，无法提取正文");
  }
}

/** Ends the extraction worker (tests, shutdown). */
export const closeExtractWorkers = () => workers.close();
