import { MyDocuments } from "../features/member/my-documents";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-document";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.document.tabDocuments);
}

export default function MeDocumentRoute() {
  return <MyDocuments />;
}
