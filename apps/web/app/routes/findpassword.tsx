import { FindPasswordPage } from "../features/account/find-password-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/findpassword";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.findPasswordTitle);
}

export default function FindPasswordPageRoute() {
  return <FindPasswordPage />;
}
