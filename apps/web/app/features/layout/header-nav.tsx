import { CategoryType } from "@wenku/contract";
import { DownOutlined } from "@ant-design/icons";
import { useLocation } from "react-router";
import { useSiteData } from "../../lib/site-data";
import type { SiteNavigation } from "../../lib/site-types";
import { zh } from "../../locales/zh-CN";
import { CategoryHoverCard, type CategorySection } from "./category-hover-card";
import { NavigationLink } from "./navigation-link";
import { HoverDropdown } from "../../shared/deferred-overlays";
import { categoryTree } from "../../shared/trees";

/** Document and article category sections for the hover cards and the mobile drawer. */
export function useCategorySections() {
  const { categories, settings } = useSiteData();
  const documents: CategorySection = {
    title: zh.layout.documentCategories,
    trees: categoryTree(categories, CategoryType.document, settings.display.hide_category_without_document),
    hrefOf: (id) => `/category/${id}`,
  };
  const articles: CategorySection = {
    title: zh.layout.articleCategories,
    trees: categoryTree(categories, CategoryType.article),
    hrefOf: (id) => `/article?category_id=${id}`,
  };
  return { documents, articles };
}

/** The categories a fixed item's hover card shows: documents under /category, articles under /article, else both. */
function sectionsFor(href: string, all: ReturnType<typeof useCategorySections>): CategorySection[] {
  if (href.startsWith("/category")) return [all.documents];
  if (href.startsWith("/article")) return [all.articles];
  return [all.documents, all.articles];
}

function isActive(href: string, pathname: string): boolean {
  if (!href.startsWith("/")) return false;
  const path = href.split(/[?#]/)[0];
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

function NavigationItem({ item, sections }: { item: SiteNavigation; sections: ReturnType<typeof useCategorySections> }) {
  const { pathname } = useLocation();
  const className = `wk-nav-item${isActive(item.href, pathname) ? " wk-nav-active" : ""}`;
  if (item.children.length === 0) {
    const link = <NavigationLink className={className} item={item} />;
    return item.fixed ? <CategoryHoverCard sections={sectionsFor(item.href, sections)}>{link}</CategoryHoverCard> : link;
  }
  return (
    <HoverDropdown menu={{ items: item.children.map((child) => ({ key: child.id, label: <NavigationLink item={child} /> })) }}>
      <span className={className} style={item.color ? { color: item.color } : undefined}>
        {item.title} <DownOutlined className="wk-nav-caret" />
      </span>
    </HoverDropdown>
  );
}

/**
 * The enabled navigation items (spec §2). Fixed items — home, documents and articles, seeded by the server —
 * show a hover card of category trees; items with children open a menu.
 */
export function HeaderNav({ navigations }: { navigations: SiteNavigation[] }) {
  const sections = useCategorySections();
  return (
    <nav className="wk-nav" data-testid="header-nav">
      {navigations.map((item) => <NavigationItem key={item.id} item={item} sections={sections} />)}
    </nav>
  );
}
