import { OauthCallbackPage } from "../features/oauth/oauth-callback-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/oauth";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.oauth.callbackTitle);
}

export default function OauthRoute() {
  return <OauthCallbackPage />;
}
