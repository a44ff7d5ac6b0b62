import { loadLatestDocuments } from "../features/document/list/list-loaders";
import { LatestDocumentsPage } from "../features/document/list/latest-documents-page";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/document-list";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadLatestDocuments(context.services, request.url);
}

export const clientLoader = gatedClientLoader((services, { request }: Route.ClientLoaderArgs) => loadLatestDocuments(services, request.url));

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.document.latestTitle);
}

export default function DocumentListRoute({ loaderData }: Route.ComponentProps) {
  return <LatestDocumentsPage data={loaderData} />;
}
