import type { AppContext } from "../../context.js";
import { rebuildStep, startRebuild } from "../search/index.js";
import { requestSitemap } from "../sitemap/sitemap-lease.js";
import { startProgress } from "./progress.js";

/**
 * What a backup leaves out, made again from the restored rows: the search index of documents and articles (rebuilt
 * here, so the site finds what it found before from its first request) and the sitemap (asked of the next worker
 * round). Passage vectors come with the rows; PostgreSQL's pgvector copy of them refills by itself.
 */
export async function rebuildDerived(ctx: AppContext, out?: NodeJS.WriteStream): Promise<void> {
  const progress = startProgress("搜索索引 / search index", undefined, out);
  for (const docType of [0, 1] as const) {
    await startRebuild(ctx, docType);
    while (await rebuildStep(ctx)) progress.add(1);
  }
  progress.done();
  await requestSitemap(ctx);
}
