import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./error-view";

const hasChinese = /\p{Script=Han}/u;

/**
 * The message of whatever a route threw, when it is one written for people (ours are Chinese): a thrown response's
 * text or the error's message. React Router's own English texts ("Unexpected Server Error", "Not Found") give "".
 */
export function routeErrorMessage(error: unknown): string {
  const text = isRouteErrorResponse(error) ? (typeof error.data === "string" ? error.data : "") : error instanceof Error ? error.message : String(error);
  return hasChinese.test(text) ? text : "";
}

/** The error page of a route boundary: 404 and 403 pages, otherwise the error page, each in Chinese with ways back. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="notFound" />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorView kind="forbidden" message={routeErrorMessage(error)} />;
  return <ErrorView message={routeErrorMessage(error)} />;
}
