import { MyVip } from "../features/member/my-vip";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-vip";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.commerce.vip.tab);
}

export default function MeVipRoute() {
  return <MyVip />;
}
