import { Outlet } from "react-router";
import { RouteErrorView } from "../features/errors/route-error-view";
import { ArticleLayout } from "../features/layout/article-layout";

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
