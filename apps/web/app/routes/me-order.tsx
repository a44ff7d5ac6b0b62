import { MyOrders } from "../features/member/my-orders";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-order";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.commerce.myOrders.tab);
}

export default function MeOrderRoute() {
  return <MyOrders />;
}
