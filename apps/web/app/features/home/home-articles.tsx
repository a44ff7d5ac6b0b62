import { Card } from "antd";
import { Link, useRouteLoaderData } from "react-router";
import { zh } from "../../locales/zh-CN";
import { articleHref } from "../../shared/article-href";
import type { HomeData } from "./home-loader";

/** 推荐文章: the recommended published articles, newest recommendation first, with a link to every article. */
export function HomeArticles() {
  const data = useRouteLoaderData<HomeData>("routes/home");
  const articles = data?.articles ?? [];
  if (articles.length === 0) return null;
  return (
    <Card size="small" title={zh.home.recommendedArticles} extra={<Link to="/article">{zh.home.moreArticles}</Link>} className="wk-home-articles" data-testid="home-articles">
      <ul className="wk-home-article-list">
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={articleHref({ id: article.id, identifier: article.identifier })} title={article.title}>
              {article.title}
            </Link>
            {article.created_at && <time dateTime={article.created_at}>{article.created_at.slice(0, 10)}</time>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
