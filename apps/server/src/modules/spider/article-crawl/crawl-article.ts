import type { AppContext } from "../../../context.js";
import { badRequest } from "../../../http/errors.js";
import { FetchRefused } from "../safe-fetch/fetch-refused.js";
import { readText } from "../safe-fetch/read-body.js";
import { safeFetch } from "../safe-fetch/safe-fetch.js";
import { MAX_PAGE_BYTES, PAGE_TIMEOUT_MS, spiderLimits } from "../spider-limits.js";
import { extractArticle } from "./extract-pool.js";
import type { ExtractRules } from "./page-to-markdown.js";

export interface CrawlRequest extends ExtractRules {
  url: string;
  mode: string;
}

/**
 * POST /api/v1/article/crawl: fetches a page under the spider's rules (safe-fetch) and returns its main content as
 * an article draft for the editor; nothing is saved. Articles are Markdown, rendered and sanitised when saved.
 */
export async function crawlArticle(ctx: AppContext, request: CrawlRequest) {
  const { rules } = await spiderLimits(ctx);
  try {
    const fetched = await safeFetch(request.url, { ...rules, timeoutMs: PAGE_TIMEOUT_MS, accept: "text/html,application/xhtml+xml" });
    const contentType = fetched.response.headers.get("content-type") ?? "";
    if (!/^(text\/html|application\/xhtml\+xml)/i.test(contentType)) {
      await fetched.response.body?.cancel();
      fetched.close();
      throw new FetchRefused(`链接不是网页（${contentType || "未知类型"}）`);
    }
    const html = await readText(fetched, MAX_PAGE_BYTES, PAGE_TIMEOUT_MS);
    const article = await extractArticle(html, fetched.url, request);
    if (!article.markdown) throw new FetchRefused("没有在页面中找到正文");
    return { title: article.title, content: article.markdown, keywords: article.keywords, description: article.description, source_url: fetched.url.href };
  } catch (error) {
    throw badRequest(`采集失败：${error instanceof Error ? error.message : String(error)}`);
  }
}
