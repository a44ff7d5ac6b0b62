import { ArticleSetPage } from "../../features/admin/articles/article-set-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminArticles.set.editTitle) }];
}

export default function AdminArticleSetRoute() {
  return <ArticleSetPage />;
}
