import { GroupListPage } from "../../features/admin/groups/group-list-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.group.title) }];
}

export default function AdminUserGroupRoute() {
  return <GroupListPage />;
}
