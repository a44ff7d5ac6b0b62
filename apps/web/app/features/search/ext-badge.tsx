import { fileTypeOf, normalizeExt } from "@wenku/contract";
import { zh } from "../../locales/zh-CN";

/** A coloured file-type block: the extension of a document, or 文章 for an article. */
export function ExtBadge({ ext, article }: { ext: string; article?: boolean }) {
  if (article) return <span className="wk-ext wk-ext-article">{zh.searchPage.articles}</span>;
  const type = fileTypeOf(ext);
  const kind = ["pdf", "word", "ppt", "excel", "text"].includes(type) ? type : "other";
  const label = ext ? normalizeExt(ext).slice(1).toUpperCase() : "?";
  return <span className={`wk-ext wk-ext-${kind}`}>{label}</span>;
}
