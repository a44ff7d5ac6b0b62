import { ArticleListPage } from "../../features/admin/articles/article-list-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminArticles.list.title) }];
}

export default function AdminArticleListRoute() {
  return <ArticleListPage />;
}
