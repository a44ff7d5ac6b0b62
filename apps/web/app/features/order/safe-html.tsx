import { fromHtml } from "hast-util-from-html";
import { defaultSchema, sanitize } from "hast-util-sanitize";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { useMemo, type ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

/**
 * HTML from an administrator's setting (e.g. download.code_tip), shown after an allowlist sanitize (GitHub's
 * schema: no scripts, event handlers, styles or javascript: links), rendered as React elements.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The library types its result as the global JSX.Element, which React 19's types no longer declare.
  const content = useMemo(() => toJsxRuntime(sanitize(fromHtml(html, { fragment: true }), defaultSchema), { Fragment, jsx, jsxs }) as ReactElement, [html]);
  return <div className={className}>{content}</div>;
}
