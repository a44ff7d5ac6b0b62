import { isRouteErrorResponse } from "react-router";
import { apiServices } from "../../lib/api-services";
import { readSession } from "../../lib/session-store";
import { siteIsGated } from "../../lib/site-gate-state";
import { loadDocumentPage, type DocumentPageData } from "./document-loader";

interface DocumentClientLoaderArgs {
  params: { id: string };
  request: Request;
  serverLoader: () => Promise<unknown>;
}

/**
 * The document page in the browser: what the server rendered for strangers. Where that is a 404 and the visitor
 * is signed in — the uploader of a document waiting for review, an administrator — and on a closed or login-only
 * site, the document as the member may read it, through the API.
 */
export async function documentClientLoader({ params, request, serverLoader }: DocumentClientLoaderArgs): Promise<DocumentPageData> {
  if (siteIsGated()) return loadDocumentPage(apiServices, params.id, request.url);
  try {
    return (await serverLoader()) as DocumentPageData;
  } catch (error) {
    if (!(isRouteErrorResponse(error) && error.status === 404 && readSession().token)) throw error;
    return loadDocumentPage(apiServices, params.id, request.url);
  }
}
