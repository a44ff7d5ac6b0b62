import { PunishmentPage } from "../../features/admin/punishments/punishment-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminDocuments.punishment.title) }];
}

export default function AdminUserPunishmentRoute() {
  return <PunishmentPage />;
}
