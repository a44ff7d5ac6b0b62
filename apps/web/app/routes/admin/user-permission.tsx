import { PermissionListPage } from "../../features/admin/permissions/permission-list-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.permission.title) }];
}

export default function AdminUserPermissionRoute() {
  return <PermissionListPage />;
}
