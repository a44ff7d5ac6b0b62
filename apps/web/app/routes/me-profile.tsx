import { ProfileForm } from "../features/account/profile-form";
import { OauthBindings } from "../features/oauth/oauth-bindings";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-profile";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.account.tabProfile);
}

export default function MeProfileRoute() {
  return (
    <>
      <ProfileForm />
      <OauthBindings />
    </>
  );
}
