import { CategoryType } from "@wenku/contract";
import { Breadcrumb, Card } from "antd";
import { Link } from "react-router";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { AdSlot } from "../../ads/ad-slot";
import { categoryChain } from "../../../shared/category-path";
import { DocumentListCard } from "./document-list-card";
import { FilterRow, ListFilterRows } from "./list-filters";
import type { CategoryListData } from "./list-loaders";
import "./list.css";

/** /category and /category/<id>: the category path, its sub-categories, the filters and the documents. */
export function CategoryPage({ data }: { data: CategoryListData }) {
  const { categories, settings } = useSiteData();
  const documentCategories = categories.filter((c) => c.type === CategoryType.document && c.enable);
  const visible = settings.display.hide_category_without_document ? documentCategories.filter((c) => c.doc_count > 0) : documentCategories;
  const chain = categoryChain(documentCategories, data.categoryId);
  const current = chain[chain.length - 1];
  const children = visible.filter((c) => c.parent_id === (current?.id ?? 0));
  const siblingsOf = current && children.length === 0 ? visible.filter((c) => c.parent_id === current.parent_id) : children;
  const parentId = current && children.length === 0 ? current.parent_id : current?.id;
  const pathname = data.categoryId === undefined ? "/category" : `/category/${data.categoryId}`;
  const parentHref = parentId ? `/category/${parentId}` : "/category";

  return (
    <div className="wk-list-page" data-testid="category-page">
      <Card size="small" className="wk-list-filters">
        <Breadcrumb
          items={[
            { title: <Link to="/category">{zh.document.allCategories}</Link> },
            ...chain.map((c) => ({ title: <Link to={`/category/${c.id}`}>{c.title}</Link> })),
          ]}
        />
        <h1 className="wk-list-heading">{current?.title ?? zh.document.categoryTitle}</h1>
        {current?.show_description && current.description && <p className="wk-muted">{current.description}</p>}
        {siblingsOf.length > 0 && (
          <FilterRow
            label={zh.document.filterCategory}
            testId="filter-category"
            options={[
              { label: zh.document.all, href: parentHref, active: pathname === parentHref },
              ...siblingsOf.map((c) => ({ label: c.title, href: `/category/${c.id}`, active: c.id === data.categoryId })),
            ]}
          />
        )}
        <ListFilterRows pathname={pathname} filters={data.filters} />
      </Card>
      <AdSlot position="list_nav_bottom" />
      <AdSlot position="list_document_top" />
      <DocumentListCard pathname={pathname} data={data} />
      <AdSlot position="list_document_bottom" />
    </div>
  );
}
