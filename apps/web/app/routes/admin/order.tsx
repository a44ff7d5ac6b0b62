import { OrderAdminPage } from "../../features/admin/orders/order-admin-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminCommerce.order.title) }];
}

export default function AdminOrderRoute() {
  return <OrderAdminPage />;
}
