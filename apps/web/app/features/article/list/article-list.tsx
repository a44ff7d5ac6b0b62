import type { ArticleView } from "@wenku/contract";
import { Empty, Pagination } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { ArticleListItem } from "./article-list-item";

/** The public list stops at page 100 (as the API does). */
const maxPages = 100;

interface ArticleListProps {
  articles: ArticleView[];
  total: number;
  page: number;
  pageSize: number;
  /** The address of another page of the same list. */
  pageHref(page: number): string;
}

/** A page of articles and page links that work without script (each page is its own address). */
export function ArticleList({ articles, total, page, pageSize, pageHref }: ArticleListProps) {
  if (articles.length === 0) return <Empty className="wk-article-list-empty" description={zh.article.noArticles} />;
  return (
    <>
      <ul className="wk-article-list" data-testid="article-list">
        {articles.map((article) => <ArticleListItem key={article.id} article={article} />)}
      </ul>
      {total > pageSize && (
        <Pagination
          className="wk-article-pagination"
          current={page}
          pageSize={pageSize}
          total={Math.min(total, maxPages * pageSize)}
          showSizeChanger={false}
          itemRender={(target, type, element) => {
            if (type === "page") return <Link to={pageHref(target)}>{target}</Link>;
            if (type === "prev" || type === "next") return <Link to={pageHref(target)}>{element}</Link>;
            return element;
          }}
        />
      )}
    </>
  );
}
