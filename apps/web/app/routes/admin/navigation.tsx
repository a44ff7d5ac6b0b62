import { NavigationPage } from "../../features/admin/navigation/navigation-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.admin.navigation.title) }];
}

export default function AdminNavigationRoute() {
  return <NavigationPage />;
}
