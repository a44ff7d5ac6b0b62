import { Outlet } from "react-router";
import { MeLayout } from "../features/account/me-layout";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.meTitle);
}

export default function MeRoute() {
  return (
    <MeLayout>
      <Outlet />
    </MeLayout>
  );
}
