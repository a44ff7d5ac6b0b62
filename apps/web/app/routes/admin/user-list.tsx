import { UserListPage } from "../../features/admin/users/user-list-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.user.title) }];
}

export default function AdminUserListRoute() {
  return <UserListPage />;
}
