import { loadCategoryDocuments } from "../features/document/list/list-loaders";
import { CategoryPage } from "../features/document/list/category-page";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import type { SiteData } from "../lib/site-types";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/category";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadCategoryDocuments(context.services, params.id, request.url);
}

export const clientLoader = gatedClientLoader((services, { params, request }: Route.ClientLoaderArgs) =>
  loadCategoryDocuments(services, params.id, request.url),
);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const title = site?.categories.find((c) => c.id === loaderData?.categoryId)?.title;
  return siteMeta(matches, title ?? zh.document.categoryTitle);
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
