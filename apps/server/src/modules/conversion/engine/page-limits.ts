import { ConversionError } from "./types.js";

/** How many pages a document may have: the `converter.max_pages` setting. */
export interface PageLimits {
  maxPages: number;
}

export const DEFAULT_PAGE_LIMITS: PageLimits = { maxPages: 3000 };

/**
 * Pages per KiB of content above which a file is taken for a degenerate one. Measured: the real test documents
 * hold 1,030 (an EPUB) to 8,260 (a PDF manual) bytes a page, under 1 page per KiB; PDFs the tests write 265 to
 * 330; a PDF of 3,000 pages sharing one empty content stream 94 bytes a page, 10.8 pages per KiB.
 */
export const MAX_PAGES_PER_KIB = 8;

/** Up to this many pages the ratio is not checked: a tiny file of a few pages is cheap whatever it holds. */
export const RATIO_FLOOR_PAGES = 100;

/**
 * Refuses, for good, a document with more pages than allowed, or with more pages than its content could fill.
 * Called once the page count is known and before any page is rendered. `contentBytes` is the file's size, or
 * what a ZIP container unpacks to when that is more (compressed XML repeats well and says little of its pages).
 */
export function checkPageCount(pageCount: number, contentBytes: number, limits: PageLimits): void {
  if (pageCount > limits.maxPages) {
    throw new ConversionError(
      `文档页数超过 ${limits.maxPages} 页的上限：共 ${pageCount} 页 (the document has ${pageCount} pages, more than the limit of ${limits.maxPages})`,
      false,
    );
  }
  if (pageCount > RATIO_FLOOR_PAGES && pageCount * 1024 > MAX_PAGES_PER_KIB * contentBytes) {
    const kib = (contentBytes / 1024).toFixed(1);
    throw new ConversionError(
      `文档页数与文件大小不符，疑似异常文件：${kib} KB 的文件有 ${pageCount} 页 ` +
        `(${pageCount} pages in ${kib} KiB, more than ${MAX_PAGES_PER_KIB} pages per KiB)`,
      false,
    );
  }
}
