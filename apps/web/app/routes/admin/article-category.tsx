import { CategoryType } from "@wenku/contract";
import { CategoryPage } from "../../features/admin/categories/category-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.category.articleTitle) }];
}

export default function AdminArticleCategoryRoute() {
  return <CategoryPage type={CategoryType.article} />;
}
