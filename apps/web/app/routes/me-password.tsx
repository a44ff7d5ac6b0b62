import { PasswordForm } from "../features/account/password-form";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-password";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.tabPassword);
}

export default function MePasswordRoute() {
  return <PasswordForm />;
}
