import { pageEndpoints } from "@wenku/contract";
import { useEffect, useRef, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import type { PageUrl } from "./use-reader-pages";

/**
 * Small pictures of every page this visitor may read, from the stored page images (nothing rendered anew), the
 * current one marked; a click goes to that page.
 */
export function ThumbnailStrip({ documentId, readable, current, onJump }: { documentId: number; readable: number; current: number; onJump: (page: number) => void }) {
  const [pages, setPages] = useState<PageUrl[]>([]);
  const strip = useRef<HTMLElement>(null);
  const count = Math.min(readable, 1000);
  // Read once per document and readable count, not through the data cache: a rating or favorite given on the page
  // (which invalidates the document's reads) must not fetch a thousand signed page addresses again.
  useEffect(() => {
    if (count === 0) return;
    // An answer for an earlier count (before a sign-in or a purchase) arriving last is not shown.
    let live = true;
    callApi(pageEndpoints.list, { query: { id: documentId, from: 1, size: count } })
      .then((reply) => live && setPages(reply.page))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [documentId, count]);

  // The current page's picture is kept in the middle of the strip, scrolling the strip alone (not the window).
  useEffect(() => {
    const box = strip.current;
    const thumb = box?.querySelector<HTMLElement>(`[data-page-thumb="${current}"]`);
    if (box && thumb) box.scrollLeft = thumb.offsetLeft - (box.clientWidth - thumb.offsetWidth) / 2;
  }, [current, pages]);

  // Every readable page has its place from the start (a blank box until its picture's address arrives), so the
  // strip, in the sticky toolbar, has its final height at once and a page jumped to is not covered afterwards.
  const urls = new Map(pages.map((page) => [page.page, page]));
  return (
    <nav ref={strip} className="wk-thumbs" aria-label={zh.document.thumbnails} data-testid="reader-thumbnails">
      {Array.from({ length: count }, (_, index) => {
        const n = index + 1;
        const page = urls.get(n);
        return (
          <button
            key={n}
            type="button"
            className={`wk-thumb${n === current ? " wk-thumb-current" : ""}`}
            aria-current={n === current ? "page" : undefined}
            onClick={() => onJump(n)}
            data-page-thumb={n}
          >
            {page ? (
              <img src={page.url} alt={zh.document.thumbnailAlt(n)} loading="lazy" decoding="async" width={page.width || undefined} height={page.height || undefined} />
            ) : (
              <span className="wk-thumb-blank" role="img" aria-label={zh.document.thumbnailAlt(n)} />
            )}
            <span>{n}</span>
          </button>
        );
      })}
    </nav>
  );
}
