import { SpiderDocumentStatus, SpiderUrlStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { documentLink, documentLinks, type FoundLink } from "./document-links.js";
import { failUrl } from "./queue/outcome.js";
import type { SpiderUrlRow } from "./queue/claim.js";
import { readText } from "./safe-fetch/read-body.js";
import { safeFetch } from "./safe-fetch/safe-fetch.js";
import { MAX_PAGE_BYTES, PAGE_TIMEOUT_MS, type SpiderLimits } from "./spider-limits.js";

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)/i.test(contentType);

/** The document links of a page: the page itself when its address is a document, else the links in its HTML. */
async function findLinks(url: URL, limits: SpiderLimits, signal: AbortSignal): Promise<FoundLink[]> {
  const itself = documentLink(url, limits.extensions);
  if (itself) return [itself];
  const fetched = await safeFetch(url.href, { ...limits.rules, timeoutMs: PAGE_TIMEOUT_MS, signal, accept: "text/html,application/xhtml+xml" });
  const contentType = fetched.response.headers.get("content-type") ?? "";
  if (!isHtml(contentType)) {
    await fetched.response.body?.cancel();
    fetched.close();
    const document = documentLink(fetched.url, limits.extensions);
    if (document) return [document];
    throw new Error(`不是网页（${contentType || "未知类型"}），也不是允许的文档类型`);
  }
  return documentLinks(await readText(fetched, MAX_PAGE_BYTES, PAGE_TIMEOUT_MS), fetched.url, limits.extensions);
}

/** Records the links found (a URL already collected is kept as it is) and marks the page done. */
async function recordLinks(ctx: AppContext, row: SpiderUrlRow, links: FoundLink[]): Promise<void> {
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const link of links) {
      await trx
        .insertInto("spider_document")
        .values({
          spider_url_id: row.id,
          url: link.url,
          title: link.titleFromHref || link.titleFromUrl,
          title_from_href: link.titleFromHref,
          title_from_url: link.titleFromUrl,
          ext: link.ext,
          status: SpiderDocumentStatus.waitDownload,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("url").doNothing())
        .execute();
    }
    await trx
      .updateTable("spider_url")
      .set({ status: SpiderUrlStatus.done, total: links.length, error: "", lease_until: "", run_after: "", updated_at: now })
      .where("id", "=", row.id)
      .where("status", "=", SpiderUrlStatus.crawling)
      .execute();
  });
}

/** Collects one page taken from the queue (status 1): its document links become spider documents waiting (0). */
export async function crawlUrl(ctx: AppContext, row: SpiderUrlRow, limits: SpiderLimits, signal: AbortSignal): Promise<void> {
  try {
    await recordLinks(ctx, row, await findLinks(new URL(row.url), limits, signal));
  } catch (error) {
    if (signal.aborted) throw error;
    await failUrl(ctx, row.id, SpiderUrlStatus.crawling, { attempts: row.attempts, queue: SpiderUrlStatus.pending, failed: SpiderUrlStatus.failed }, error);
  }
}
