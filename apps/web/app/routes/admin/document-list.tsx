import { DocumentListPage } from "../../features/admin/documents/document-list-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.list.title) }];
}

export default function AdminDocumentListRoute() {
  return <DocumentListPage />;
}
