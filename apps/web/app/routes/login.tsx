import { LoginPage } from "../features/account/login-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.loginTitle);
}

export default function LoginPageRoute() {
  return <LoginPage />;
}
