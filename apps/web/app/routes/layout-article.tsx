import { Outlet } from "react-router";
import { errorMeta } from "../features/errors/error-meta";
import { RouteErrorView } from "../features/errors/route-error-view";
import { siteMeta } from "../lib/meta";
import type { Route } from "./+types/layout-article";
import { ArticleLayout } from "../features/layout/article-layout";

/** The site's title, or the error page's when this layout's boundary shows an error (its pages then have no meta). */
export function meta({ error, matches }: Route.MetaArgs) {
  return error ? errorMeta(error, matches) : siteMeta(matches);
}

export default function ArticleLayoutRoute() {
  return (
    <ArticleLayout>
      <Outlet />
    </ArticleLayout>
  );
}

export function ErrorBoundary() {
  return (
    <ArticleLayout>
      <RouteErrorView />
    </ArticleLayout>
  );
}
