import { useRef } from "react";
import { zh } from "../../../locales/zh-CN";
import { firstPagesCount } from "../document-loader";
import { HighlightLayer, type PageHighlights } from "./highlight-layer";
import { usePageText } from "./page-text-cache";
import { TextLayer } from "./text-layer";
import { useNearViewport } from "./use-near-viewport";
import type { PageUrl } from "./use-reader-pages";

/** A4 at 150 dpi, for a page whose size is unknown. */
const fallbackSize = { width: 1240, height: 1754 };

interface PageImageProps {
  page: PageUrl;
  title: string;
  documentId: number;
  highlights?: PageHighlights;
}

/**
 * One page image in a box of the page's own proportions, so nothing moves while images load; pages after the
 * first ones load only as they near the viewport, and so does their text layer (with the marks of find and
 * landing on a passage).
 */
export function PageImage({ page, title, documentId, highlights }: PageImageProps) {
  const width = page.width > 0 ? page.width : fallbackSize.width;
  const height = page.height > 0 ? page.height : fallbackSize.height;
  const box = useRef<HTMLDivElement>(null);
  const text = usePageText(documentId, page.page, useNearViewport(box));
  return (
    <div
      ref={box}
      className="wk-page"
      id={`page-${page.page}`}
      role="group"
      aria-label={zh.document.pageRegion(page.page)}
      data-testid="reader-page"
      data-page={page.page}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <img
        src={page.url}
        alt={zh.document.pageAlt(title, page.page)}
        width={width}
        height={height}
        loading={page.page <= firstPagesCount ? "eager" : "lazy"}
        decoding="async"
      />
      {text && highlights && highlights.ranges.length > 0 && <HighlightLayer text={text} highlights={highlights} />}
      {text && text.lines.length > 0 && <TextLayer text={text} />}
      <span className="wk-page-number" aria-hidden>{page.page}</span>
    </div>
  );
}
