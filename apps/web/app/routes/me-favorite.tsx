import { MyFavorites } from "../features/member/my-favorites";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-favorite";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.document.tabFavorites);
}

export default function MeFavoriteRoute() {
  return <MyFavorites />;
}
