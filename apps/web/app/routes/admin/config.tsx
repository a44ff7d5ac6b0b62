import { findSettingGroup } from "@wenku/contract";
import { ConfigPage } from "../../features/admin/config/config-page";
import { zh } from "../../locales/zh-CN";
import type { Route } from "./+types/config";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: zh.admin.pageTitle(findSettingGroup(params.category)?.title ?? zh.admin.menu.config) }];
}

export default function AdminConfigRoute({ params }: Route.ComponentProps) {
  return <ConfigPage key={params.category} category={params.category} />;
}
