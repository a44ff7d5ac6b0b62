import { formatBytes, type SearchHit } from "@wenku/contract";
import dayjs from "dayjs";
import { Link } from "react-router";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { ExtBadge } from "./ext-badge";
import { hitHref, SearchKind } from "./search-params";
import { VipOnlyTag } from "../vip/vip-only-tag";

const t = zh.searchPage;

/**
 * One result. `title_highlight` and `description` are HTML from the search API — escaped text with the matches in
 * <em> — and are the only fields rendered as HTML; `title` is the plain title, for the link's tooltip.
 */
export function SearchHitItem({ hit, query }: { hit: SearchHit; query: string }) {
  const settings = useSettings();
  const isArticle = hit.doc_type === SearchKind.article;
  const href = hitHref(hit, query);
  const meta = [
    !isArticle && hit.pages > 0 ? t.pages(hit.pages) : null,
    !isArticle && hit.size > 0 ? formatBytes(hit.size) : null,
    dayjs(hit.created_at).format("YYYY-MM-DD"),
    t.views(hit.view_count),
    !isArticle ? t.downloads(hit.download_count) : null,
    !isArticle ? (hit.price > 0 ? t.price(hit.price, creditName(settings) || zh.layout.defaultCreditName) : t.free) : null,
  ].filter((item): item is string => Boolean(item));
  return (
    <li className="wk-search-hit" data-testid="search-hit">
      <ExtBadge ext={hit.ext} article={isArticle} />
      <div className="wk-search-hit-body">
        <Link to={href} className="wk-search-hit-title" title={hit.title} data-testid="search-hit-title">
          <span dangerouslySetInnerHTML={{ __html: hit.title_highlight }} />
        </Link>
        {hit.is_vip && <VipOnlyTag afterTitle />}
        {hit.description && <div className="wk-search-hit-description" dangerouslySetInnerHTML={{ __html: hit.description }} />}
        <div className="wk-search-hit-meta">
          {meta.map((item, index) => (
            <span key={index}>{item}</span>
          ))}
          {hit.page > 0 && !isArticle && (
            <Link to={href} data-testid="search-hit-page">
              {t.matchedPage(hit.page)}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
