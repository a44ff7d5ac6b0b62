import { SpiderDocumentPage } from "../../features/admin/spider/spider-document-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminSpider.document.title) }];
}

export default function AdminSpiderDocumentRoute() {
  return <SpiderDocumentPage />;
}
