import { articleMessages, type ArticleView } from "@wenku/contract";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { articleApi } from "../article-api";

export type EditingArticle =
  | { state: "loading" }
  | { state: "ready"; article: ArticleView | null }
  | { state: "failed"; message: string };

/**
 * The article named by `key` (id or identifier) with its Markdown source, loaded for editing; none when `key` is
 * empty. One the visitor may not edit fails with the server's words for it.
 */
export function useEditingArticle(key: string, enabled: boolean): EditingArticle {
  const [result, setResult] = useState<EditingArticle>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    if (!key) return setResult({ state: "ready", article: null });
    let live = true;
    setResult({ state: "loading" });
    articleApi.get(key).then(
      // The Markdown source comes back to the author and administrators only: anyone else may not edit it.
      (article) => live && setResult(article.markdown === undefined ? { state: "failed", message: articleMessages.editForbidden } : { state: "ready", article }),
      (error: unknown) => live && setResult({ state: "failed", message: errorMessage(error, zh.article.loadFailed) }),
    );
    return () => {
      live = false;
    };
  }, [key, enabled]);
  return result;
}
