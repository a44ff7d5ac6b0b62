import { MyDownloads } from "../features/member/my-downloads";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-download";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.document.tabDownloads);
}

export default function MeDownloadRoute() {
  return <MyDownloads />;
}
