import { FindPasswordMobilePage } from "../features/phone/find-password-mobile-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/findpassword-mobile";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.phone.findPasswordTitle);
}

export default function FindPasswordMobilePageRoute() {
  return <FindPasswordMobilePage />;
}
