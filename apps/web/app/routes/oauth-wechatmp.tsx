import { WechatScanPage } from "../features/oauth/wechat-scan-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/oauth-wechatmp";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.oauth.scanTitle);
}

export default function OauthWechatmpRoute() {
  return <WechatScanPage />;
}
