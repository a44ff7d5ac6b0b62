import type { SearchResult } from "@wenku/contract";
import { Link } from "react-router";
import { useSiteData } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { searchHref, SearchKind, type SearchParams } from "./search-params";

const t = zh.searchPage;

interface FacetOption {
  key: string;
  label: string;
  count?: number;
  href: string;
  active: boolean;
}

function FacetRow({ label, options, testId }: { label: string; options: FacetOption[]; testId: string }) {
  return (
    <div className="wk-search-facet" data-testid={testId}>
      <span className="wk-search-facet-label">{label}</span>
      <div className="wk-search-facet-options">
        {options.map((o) => (
          <Link
            key={o.key}
            to={o.href}
            className={o.active ? "wk-search-option wk-search-option-active" : "wk-search-option"}
            aria-current={o.active ? "true" : undefined}
            preventScrollReset
          >
            {o.label}
            {o.count !== undefined && <span className="wk-search-option-count">({o.count})</span>}
          </Link>
        ))}
      </div>
    </div>
  );
}

/**
 * Filters from the result's facets, each option with its count (api-contract §6.3): file type group, category and
 * language. A chosen option stays listed, so it can be seen and cleared with 全部.
 */
export function SearchFacets({ params, reply }: { params: SearchParams; reply: SearchResult }) {
  const { categories, settings } = useSiteData();
  const categoryTitle = new Map(categories.map((c) => [c.id, c.title]));
  const languageName = new Map(settings.language.map((l) => [l.code, l.language]));
  const all = (active: boolean, changes: Partial<SearchParams>): FacetOption => ({
    key: "all", label: t.all, href: searchHref(params, changes), active,
  });

  const ext = reply.agg_ext.map((f) => ({
    key: f.ext, label: t.extGroups[f.ext] ?? f.ext, count: f.count, href: searchHref(params, { ext: f.ext }), active: params.ext === f.ext,
  }));
  const category = reply.agg_category.map((f) => ({
    key: String(f.category_id),
    label: categoryTitle.get(f.category_id) ?? String(f.category_id),
    count: f.count,
    href: searchHref(params, { categoryId: f.category_id }),
    active: params.categoryId === f.category_id,
  }));
  const language = reply.agg_language.map((f) => ({
    key: f.code, label: languageName.get(f.code) ?? f.code, count: f.count, href: searchHref(params, { language: f.code }), active: params.language === f.code,
  }));

  const showExt = params.type === SearchKind.document && (ext.length > 0 || Boolean(params.ext));
  const showLanguage = params.type === SearchKind.document && (language.length > 0 || Boolean(params.language));
  if (!showExt && !category.length && !params.categoryId && !showLanguage) return null;
  return (
    <div className="wk-search-panel" data-testid="search-facets">
      {showExt && <FacetRow label={t.facetExt} testId="facet-ext" options={[all(!params.ext, { ext: "" }), ...ext]} />}
      {(category.length > 0 || params.categoryId > 0) && (
        <FacetRow label={t.facetCategory} testId="facet-category" options={[all(!params.categoryId, { categoryId: 0 }), ...category]} />
      )}
      {showLanguage && <FacetRow label={t.facetLanguage} testId="facet-language" options={[all(!params.language, { language: "" }), ...language]} />}
    </div>
  );
}
