import { articleClientLoader } from "../features/article/page/article-client-loader";
import { SignedInRetryBoundary } from "../features/errors/signed-in-retry-boundary";
import { articleMeta } from "../features/article/page/article-meta";
import { ArticlePage } from "../features/article/page/article-page";
import { loadArticlePage } from "../features/article/page/article-loader";
import { siteMeta } from "../lib/meta";
import type { Route } from "./+types/article";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticlePage(context.services, params.id, request.url);
}

export const clientLoader = (args: Route.ClientLoaderArgs) => articleClientLoader(args);

export function ErrorBoundary() {
  return <SignedInRetryBoundary />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // The route's own error view (a 404) keeps the site's title.
  return loaderData ? articleMeta(matches, loaderData.article, loaderData.origin) : siteMeta(matches);
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage key={loaderData.article.id} data={loaderData} />;
}
