import { SpiderUrlPage } from "../../features/admin/spider/spider-url-page";
import { zh } from "../../locales/zh-CN";

export function meta() {
  return [{ title: zh.admin.pageTitle(zh.adminSpider.url.title) }];
}

export default function AdminSpiderUrlRoute() {
  return <SpiderUrlPage />;
}
