import type { SsrServices } from "@wenku/contract";
import { zh } from "../../locales/zh-CN";
import { readSearchParams, searchApiQuery } from "./search-params";
import type { SearchPageData } from "./search-page";

/**
 * Runs the page's search on the server (anonymous view) — only with a keyword (spec §5). A rejected query shows
 * the server's message; anything else shows a general failure.
 */
export async function loadSearch(request: Request, services: SsrServices): Promise<SearchPageData> {
  const params = readSearchParams(new URL(request.url).searchParams);
  if (!params.wd) return { params, reply: null, error: null };
  try {
    return { params, reply: await services.search(searchApiQuery(params)), error: null };
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    if (status < 500 && error instanceof Error) return { params, reply: null, error: error.message };
    console.error(error);
    return { params, reply: null, error: zh.searchPage.failed };
  }
}
