import type { UserPublic } from "@wenku/contract";
import { Card } from "antd";
import { zh } from "../../../locales/zh-CN";
import { ArticleList } from "../list/article-list";
import type { UserArticlesData } from "./user-articles-loader";
import { userArticlesPageSize } from "./user-articles-loader";
import "../article.css";

/** /user/<id>/article: the user's published articles, a page at a time. */
export function UserArticles({ user, data }: { user: UserPublic; data: UserArticlesData }) {
  const base = `/user/${user.id}/article`;
  return (
    <Card size="small" title={`${zh.article.userArticlesTitle(user.username)} · ${zh.article.totalArticles(data.total)}`} data-testid="user-articles">
      <ArticleList
        articles={data.articles}
        total={data.total}
        page={data.page}
        pageSize={userArticlesPageSize}
        pageHref={(page) => (page > 1 ? `${base}?page=${page}` : base)}
      />
    </Card>
  );
}
