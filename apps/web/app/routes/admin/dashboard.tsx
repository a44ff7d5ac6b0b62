import { DashboardPage } from "../../features/admin/dashboard/dashboard-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.dashboard.title) }];
}

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
