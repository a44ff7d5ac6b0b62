import { BannerPage } from "../../features/admin/banners/banner-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminBanner.title) }];
}

export default function AdminBannerRoute() {
  return <BannerPage />;
}
