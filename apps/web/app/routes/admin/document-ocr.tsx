import { OcrPage } from "../../features/admin/ocr/ocr-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminOcr.title) }];
}

export default function AdminDocumentOcrRoute() {
  return <OcrPage />;
}
