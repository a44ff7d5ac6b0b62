import { RecyclePage } from "../../features/admin/recycle/recycle-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.recycle.title) }];
}

export default function AdminDocumentRecycleRoute() {
  return <RecyclePage />;
}
