import { isRouteErrorResponse } from "react-router";
import { apiServices } from "../../../lib/api-services";
import { readSession } from "../../../lib/session-store";
import { siteIsGated } from "../../../lib/site-gate-state";
import { loadArticlePage, type ArticlePageData } from "./article-loader";

interface ArticleClientLoaderArgs {
  params: { id: string };
  request: Request;
  serverLoader: () => Promise<unknown>;
}

/**
 * The article page in the browser: what the server rendered for strangers. Where that is a 404 and the visitor
 * is signed in — an author's article waiting for review, or any article for an administrator — and on a closed
 * or login-only site, the article as the member may read it, through the API.
 */
export async function articleClientLoader({ params, request, serverLoader }: ArticleClientLoaderArgs): Promise<ArticlePageData> {
  if (siteIsGated()) return loadArticlePage(apiServices, params.id, request.url);
  try {
    return (await serverLoader()) as ArticlePageData;
  } catch (error) {
    if (!(isRouteErrorResponse(error) && error.status === 404 && readSession().token)) throw error;
    return loadArticlePage(apiServices, params.id, request.url);
  }
}
