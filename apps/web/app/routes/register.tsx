import { RegisterPage } from "../features/account/register-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.registerTitle);
}

export default function RegisterPageRoute() {
  return <RegisterPage />;
}
