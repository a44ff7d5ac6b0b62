import { DownloadCodePage } from "../../features/admin/download-codes/download-code-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminCommerce.downloadCode.title) }];
}

export default function AdminDownloadCodeRoute() {
  return <DownloadCodePage />;
}
