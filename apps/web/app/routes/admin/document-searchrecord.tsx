import { SearchRecordPage } from "../../features/admin/search-records/search-record-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.searchRecord.title) }];
}

export default function AdminDocumentSearchRecordRoute() {
  return <SearchRecordPage />;
}
