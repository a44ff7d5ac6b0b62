import { CategoryType } from "@wenku/contract";
import { ArticleListPage } from "../features/article/list/article-list-page";
import { loadArticleList } from "../features/article/list/article-list-loader";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import type { SiteData } from "../lib/site-types";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/article-list";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadArticleList(context.services, request.url);
}

export const clientLoader = gatedClientLoader((services, { request }: Route.ClientLoaderArgs) => loadArticleList(services, request.url));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const category = site?.categories.find((c) => c.type === CategoryType.article && c.id === loaderData?.categoryId);
  const base = siteMeta(matches, category?.title ?? zh.article.allArticles);
  if (!category?.description) return base;
  return [...base.filter((m) => !("name" in m && m.name === "description")), { name: "description", content: category.description }];
}

export default function ArticleListRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage data={loaderData} />;
}
