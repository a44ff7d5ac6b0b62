import type { ShouldRevalidateFunctionArgs } from "react-router";
import { documentClientLoader } from "../features/document/document-client-loader";
import { SignedInRetryBoundary } from "../features/errors/signed-in-retry-boundary";
import { loadDocumentPage } from "../features/document/document-loader";
import { documentMeta } from "../features/document/document-meta";
import { DocumentPage } from "../features/document/document-page";
import { siteMeta } from "../lib/meta";
import type { Route } from "./+types/document";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadDocumentPage(context.services, params.id, request.url);
}

export const clientLoader = (args: Route.ClientLoaderArgs) => documentClientLoader(args);

export function ErrorBoundary() {
  return <SignedInRetryBoundary />;
}

/**
 * ?page=N is handled by the reader: only another document reloads (and counts a view). The same URL is loaded
 * again when asked (the error view's retry as the signed-in member).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // The route's own error view (a 404) keeps the site's title.
  return loaderData ? documentMeta(matches, loaderData.document, loaderData.origin) : siteMeta(matches);
}

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentPage key={loaderData.document.id} data={loaderData} />;
}
