import { ArticleRecyclePage } from "../../features/admin/articles/article-recycle-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminArticles.recycle.title) }];
}

export default function AdminArticleRecycleRoute() {
  return <ArticleRecyclePage />;
}
