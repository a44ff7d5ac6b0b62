import { CategoryType } from "@wenku/contract";
import { Link } from "react-router";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { categoryTree, type CategoryNode } from "../../../shared/trees";
import { articleListHref, type ArticleListParams } from "./article-list-loader";

function NavItems({ nodes, params }: { nodes: CategoryNode[]; params: ArticleListParams }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={articleListHref(params, { categoryId: node.id })}
            className={node.id === params.categoryId ? "wk-article-nav-active" : undefined}
            aria-current={node.id === params.categoryId ? "page" : undefined}
          >
            {node.title}
          </Link>
          {node.children.length > 0 && <NavItems nodes={node.children} params={params} />}
        </li>
      ))}
    </ul>
  );
}

/** 全部文章 and the tree of article categories (spec §3, type 1), the current one marked. */
export function ArticleCategoryNav({ params }: { params: ArticleListParams }) {
  const { categories } = useSiteData();
  const tree = categoryTree(categories, CategoryType.article);
  return (
    <nav className="wk-article-nav" aria-label={zh.layout.articleCategories} data-testid="article-category-nav">
      <ul>
        <li>
          <Link
            to={articleListHref(params, { categoryId: 0 })}
            className={params.categoryId === 0 ? "wk-article-nav-active" : undefined}
            aria-current={params.categoryId === 0 ? "page" : undefined}
          >
            {zh.article.allArticles}
          </Link>
        </li>
      </ul>
      {tree.length > 0 && <NavItems nodes={tree} params={params} />}
    </nav>
  );
}
