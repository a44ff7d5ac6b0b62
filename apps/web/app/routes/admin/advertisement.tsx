import { AdvertisementPage } from "../../features/admin/advertisements/advertisement-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.ads.admin.title) }];
}

export default function AdminAdvertisementRoute() {
  return <AdvertisementPage />;
}
