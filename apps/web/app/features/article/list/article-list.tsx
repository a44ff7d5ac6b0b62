import { Empty } from "antd";
import { zh } from "../../../locales/zh-CN";
import { LinkPagination } from "../../document/list/link-pagination";
import { ArticleListItem } from "./article-list-item";
import type { ArticleCard } from "./article-list-loader";

interface ArticleListProps {
  articles: ArticleCard[];
  total: number;
  page: number;
  pageSize: number;
  /** The address of another page of the same list. */
  pageHref: (page: number) => string;
}

/** A page of articles and page links that work without script (each page is its own address). */
export function ArticleList({ articles, total, page, pageSize, pageHref }: ArticleListProps) {
  if (articles.length === 0) return <Empty className="wk-article-list-empty" description={zh.article.noArticles} />;
  return (
    <>
      <ul className="wk-article-list" data-testid="article-list">
        {articles.map((article) => <ArticleListItem key={article.id} article={article} />)}
      </ul>
      <LinkPagination className="wk-article-pagination" total={total} page={page} pageSize={pageSize} pageHref={pageHref} />
    </>
  );
}
