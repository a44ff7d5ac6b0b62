import { UserVipPage } from "../../features/admin/user-vip/user-vip-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminCommerce.userVip.title) }];
}

export default function AdminUserVipRoute() {
  return <UserVipPage />;
}
