import { articleEndpoints, articleMessages, type ArticleView } from "@wenku/contract";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { articleKeyQuery } from "../article-key";

export type EditingArticle =
  | { state: "loading" }
  | { state: "ready"; article: ArticleView | null }
  | { state: "failed"; message: string };

/**
 * The article named by `key` (id or identifier) with its Markdown source, loaded for editing; none when `key` is
 * empty. One the visitor may not edit fails with the server's words for it.
 */
export function useEditingArticle(key: string, enabled: boolean): EditingArticle {
  const [loaded, setLoaded] = useState<{ key: string; result: EditingArticle }>();
  useEffect(() => {
    if (!enabled || !key) return;
    let live = true;
    const settle = (result: EditingArticle) => live && setLoaded({ key, result });
    callApi(articleEndpoints.get, { query: articleKeyQuery(key) }).then(
      // The Markdown source comes back to the author and administrators only: anyone else may not edit it.
      (article) => settle(article.markdown === undefined ? { state: "failed", message: articleMessages.editForbidden } : { state: "ready", article }),
      (error: unknown) => settle({ state: "failed", message: errorMessage(error, zh.article.loadFailed) }),
    );
    return () => {
      live = false;
    };
  }, [key, enabled]);
  if (enabled && !key) return { state: "ready", article: null };
  return loaded?.key === key ? loaded.result : { state: "loading" };
}
