import { EditOutlined } from "@ant-design/icons";
import { CategoryType } from "@wenku/contract";
import { Breadcrumb, Button, Card } from "antd";
import { Link } from "react-router";
import { useSiteData } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { categoryChain } from "../../../shared/category-path";
import { ArticleLinks } from "../article-links";
import { ArticleCategoryNav } from "./article-category-nav";
import { ArticleList } from "./article-list";
import { articleListHref, articlePageSize, type ArticleListData, type ArticleSort } from "./article-list-loader";
import { ArticleSideFooter } from "./article-side-footer";
import "../article.css";

const sorts: Array<{ value: ArticleSort; label: string }> = [
  { value: "latest", label: zh.article.sortLatest },
  { value: "popular", label: zh.article.sortPopular },
];

/**
 * /article and /article?category_id=: the category tree, a page of published articles (newest or most read)
 * and the recommended ones beside them, with the footer's links in the side column (the page has no footer).
 */
export function ArticleListPage({ data }: { data: ArticleListData }) {
  const { categories } = useSiteData();
  const chain = categoryChain(categories.filter((c) => c.type === CategoryType.article), data.categoryId || undefined);
  const current = chain[chain.length - 1];

  return (
    <div className="wk-article-index" data-testid="article-list-page">
      <aside className="wk-article-index-nav">
        <ArticleCategoryNav params={data} />
      </aside>
      <section className="wk-article-index-main">
        <Breadcrumb
          items={[
            { title: <Link to="/">{zh.common.home}</Link> },
            { title: <Link to="/article">{zh.article.allArticles}</Link> },
            ...chain.map((c) => ({ title: <Link to={articleListHref(data, { categoryId: c.id })}>{c.title}</Link> })),
          ]}
        />
        <Card
          size="small"
          className="wk-article-index-card"
          title={
            <div className="wk-article-sorts">
              <h1 className="wk-article-index-title">{current?.title ?? zh.article.allArticles}</h1>
              {sorts.map((s) => (
                <Link
                  key={s.value}
                  aria-current={data.sort === s.value ? "true" : undefined}
                  className={data.sort === s.value ? "wk-article-sort-active" : undefined}
                  to={articleListHref(data, { sort: s.value })}
                  preventScrollReset
                >
                  {s.label}
                </Link>
              ))}
            </div>
          }
          extra={
            <Link to="/post">
              <Button type="primary" size="small" icon={<EditOutlined />}>{zh.layout.postArticle}</Button>
            </Link>
          }
        >
          {current?.show_description && current.description && data.page === 1 && (
            <p className="wk-article-category-description">{current.description}</p>
          )}
          <ArticleList
            articles={data.articles}
            total={data.total}
            page={data.page}
            pageSize={articlePageSize}
            pageHref={(page) => articleListHref(data, { page })}
          />
        </Card>
      </section>
      <aside className="wk-article-index-side">
        <Card size="small" title={zh.article.recommended}>
          <ArticleLinks articles={data.recommended} testId="recommended-articles" />
        </Card>
        <ArticleSideFooter />
      </aside>
    </div>
  );
}
