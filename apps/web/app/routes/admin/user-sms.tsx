import { SmsLogPage } from "../../features/admin/sms/sms-log-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.phone.admin.title) }];
}

export default function AdminUserSmsRoute() {
  return <SmsLogPage />;
}
