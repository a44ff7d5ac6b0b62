import type { ArticleListItem } from "@wenku/contract";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { articleHref } from "../../shared/article-href";

/** A compact list of article titles (recommended and related articles). */
export function ArticleLinks({ articles, testId }: { articles: Array<Pick<ArticleListItem, "id" | "identifier" | "title">>; testId?: string }) {
  if (articles.length === 0) return <div className="wk-muted">{zh.article.noArticles}</div>;
  return (
    <ol className="wk-article-links" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={articleHref(article)} title={article.title}>{article.title}</Link>
        </li>
      ))}
    </ol>
  );
}
