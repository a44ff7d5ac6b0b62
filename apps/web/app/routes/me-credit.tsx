import { CreditLog } from "../features/member/credit-log";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-credit";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.commerce.creditLog.tab);
}

export default function MeCreditRoute() {
  return <CreditLog />;
}
