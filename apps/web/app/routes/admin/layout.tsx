import { AdminLayout } from "../../features/admin/layout/admin-layout";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.brand }, { name: "robots", content: "noindex" }];
}

export default function AdminLayoutRoute() {
  return <AdminLayout />;
}
