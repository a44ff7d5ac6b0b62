import { JoinVipPage } from "../features/vip/join-vip-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/joinvip";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.commerce.vip.title);
}

export default function JoinVipRoute() {
  return <JoinVipPage />;
}
