import { WechatScanConfirmPage } from "../features/oauth/wechat-scan-confirm-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/oauth-wechatmp-confirm";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.oauth.confirmTitle);
}

export default function OauthWechatmpConfirmRoute() {
  return <WechatScanConfirmPage />;
}
