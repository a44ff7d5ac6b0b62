import { SearchPage } from "../features/search/search-page";
import { loadSearch } from "../features/search/load-search";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/search";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context.services);
}

export const clientLoader = gatedClientLoader((services, { request }: Route.ClientLoaderArgs) => loadSearch(request, services));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [...siteMeta(matches, zh.searchPage.pageTitle(loaderData?.params.wd ?? "")), { name: "robots", content: "noindex, follow" }];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
