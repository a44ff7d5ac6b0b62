import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./error-view";

/** The message of whatever a route threw: a thrown response's text, or the error's message. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === "string" && error.data ? error.data : `${error.status} ${error.statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

/** The error page of a route boundary: 404 for an unmatched address, otherwise the message and 返回首页. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView notFound />;
  return <ErrorView message={routeErrorMessage(error)} />;
}
