import { Link } from "react-router";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { feeTypes, filterHref, sortKeys, typeGroups, type ListFilters } from "./list-query";

interface FilterOption {
  label: string;
  href: string;
  active: boolean;
}

export function FilterRow({ label, options, testId }: { label: string; options: FilterOption[]; testId?: string }) {
  return (
    <div className="wk-filter-row" data-testid={testId}>
      <span className="wk-filter-label">{label}</span>
      <div className="wk-filter-options">
        {options.map((o) => (
          <Link key={o.href + o.label} to={o.href} className={o.active ? "wk-filter-active" : undefined} preventScrollReset>
            {o.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** Type group, sort, free/paid and language, each option a link to the filtered list. */
export function ListFilterRows({ pathname, filters }: { pathname: string; filters: ListFilters }) {
  const settings = useSettings();
  const href = (patch: Partial<ListFilters>) => filterHref(pathname, filters, patch);
  const all = zh.document.all;
  return (
    <>
      <FilterRow
        label={zh.document.filterType}
        testId="filter-type"
        options={[
          { label: all, href: href({ ext: undefined }), active: !filters.ext },
          ...typeGroups.map((g) => ({ label: zh.document.typeLabels[g] ?? g, href: href({ ext: g }), active: filters.ext === g })),
        ]}
      />
      <FilterRow
        label={zh.document.filterSort}
        testId="filter-sort"
        options={sortKeys.map((s) => ({ label: zh.document.sortLabels[s] ?? s, href: href({ sort: s }), active: filters.sort === s }))}
      />
      <FilterRow
        label={zh.document.filterFee}
        testId="filter-fee"
        options={[
          { label: all, href: href({ fee: undefined }), active: !filters.fee },
          ...feeTypes.map((f) => ({ label: zh.document.feeLabels[f] ?? f, href: href({ fee: f }), active: filters.fee === f })),
        ]}
      />
      {settings.language.length > 0 && (
        <FilterRow
          label={zh.document.filterLanguage}
          testId="filter-language"
          options={[
            { label: all, href: href({ language: undefined }), active: !filters.language },
            ...settings.language.map((l) => ({ label: l.language, href: href({ language: l.code }), active: filters.language === l.code })),
          ]}
        />
      )}
    </>
  );
}
