import { zh } from "../../../locales/zh-CN";
import { firstPagesCount } from "../document-loader";
import type { PageUrl } from "./use-reader-pages";

/** A4 at 150 dpi, for a page whose size is unknown. */
const fallbackSize = { width: 1240, height: 1754 };

/**
 * One page image in a box of the page's own proportions, so nothing moves while images load; pages after the
 * first ones load only as they near the viewport.
 */
export function PageImage({ page, title }: { page: PageUrl; title: string }) {
  const width = page.width > 0 ? page.width : fallbackSize.width;
  const height = page.height > 0 ? page.height : fallbackSize.height;
  return (
    <div className="wk-page" id={`page-${page.page}`} data-testid="reader-page" data-page={page.page} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        src={page.url}
        alt={zh.document.pageAlt(title, page.page)}
        width={width}
        height={height}
        loading={page.page <= firstPagesCount ? "eager" : "lazy"}
        decoding="async"
      />
      <span className="wk-page-number">{page.page}</span>
    </div>
  );
}
