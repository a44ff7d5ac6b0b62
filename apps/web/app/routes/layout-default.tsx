import { Outlet } from "react-router";
import { RouteErrorView } from "../features/errors/route-error-view";
import { DefaultLayout } from "../features/layout/default-layout";

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return (
    <DefaultLayout>
      <RouteErrorView />
    </DefaultLayout>
  );
}
