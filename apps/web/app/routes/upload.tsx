import { UploadPage } from "../features/upload/upload-page";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/upload";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.document.uploadTitle);
}

export default function UploadRoute() {
  return <UploadPage />;
}
