import "highlight.js/styles/github.css";
import "katex/dist/katex.min.css";
import "../article-content.css";

/**
 * The article's HTML as the server rendered and sanitized it from the Markdown (GFM, KaTeX math, highlighted
 * code), styled with KaTeX's stylesheet and a highlight.js theme.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="wk-article-content" data-testid="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
