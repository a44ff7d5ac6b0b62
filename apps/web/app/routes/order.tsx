import { OrderPage } from "../features/order/order-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/order";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.commerce.order.title);
}

export default function OrderRoute() {
  return <OrderPage />;
}
