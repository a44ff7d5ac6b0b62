import { UserArticles } from "../features/article/member/user-articles";
import { loadUserArticles } from "../features/article/member/user-articles-loader";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/user-article";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadUserArticles(context.services, params.id, request.url);
}

export const clientLoader = gatedClientLoader((services, { params, request }: Route.ClientLoaderArgs) =>
  loadUserArticles(services, params.id, request.url),
);

export function meta({ matches }: Route.MetaArgs) {
  const user = matches[2]?.loaderData?.user;
  return siteMeta(matches, user ? zh.article.userArticlesTitle(user.username) : zh.article.userArticles);
}

export default function UserArticleRoute({ loaderData, matches }: Route.ComponentProps) {
  return <UserArticles user={matches[2].loaderData.user} data={loaderData} />;
}
