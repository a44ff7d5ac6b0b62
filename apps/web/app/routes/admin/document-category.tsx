import { CategoryType } from "@wenku/contract";
import { CategoryPage } from "../../features/admin/categories/category-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.category.documentTitle) }];
}

export default function AdminDocumentCategoryRoute() {
  return <CategoryPage type={CategoryType.document} />;
}
