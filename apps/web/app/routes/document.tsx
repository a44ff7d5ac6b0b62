import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadDocumentPage } from "../features/document/document-loader";
import { documentMeta } from "../features/document/document-meta";
import { DocumentPage } from "../features/document/document-page";
import { gatedClientLoader } from "../lib/gated-client-loader";
import type { Route } from "./+types/document";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadDocumentPage(context.services, params.id, request.url);
}

export const clientLoader = gatedClientLoader((services, { params, request }: Route.ClientLoaderArgs) =>
  loadDocumentPage(services, params.id, request.url),
);

/** ?page=N is handled by the reader: only another document reloads (and counts a view). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? documentMeta(matches, loaderData.document, loaderData.origin) : [];
}

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentPage key={loaderData.document.id} data={loaderData} />;
}
