import { markdownComplexityProblem } from "@wenku/contract";
import { useMemo, type ReactNode } from "react";
import { zh } from "../../locales/zh-CN";

/**
 * Renders `children` (a Markdown renderer) only when `source` is within the contract's markdownLimits; beyond them
 * the parser could hold the page for minutes, so the source is shown as the plain text it is, with the reason.
 */
export function ComplexMarkdownGuard({ source, children }: { source: string; children: ReactNode }) {
  const problem = useMemo(() => markdownComplexityProblem(source), [source]);
  if (!problem) return children;
  return (
    <div className="wk-markdown-as-text" data-testid="markdown-as-text">
      <p className="wk-muted">{zh.common.markdownShownAsText(problem)}</p>
      <pre style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{source}</pre>
    </div>
  );
}
