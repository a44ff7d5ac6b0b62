import { AttachmentPage } from "../../features/admin/attachments/attachment-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.attachment.title) }];
}

export default function AdminAttachmentRoute() {
  return <AttachmentPage />;
}
