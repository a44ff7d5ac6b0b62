import type { ChatReference } from "@wenku/contract";
import "katex/dist/katex.min.css";
import { memo, useMemo, useState, type ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { zh } from "../../../locales/zh-CN";
import { ComplexMarkdownGuard } from "../../markdown/complex-markdown-guard";
import { remarkCitations } from "./remark-citations";
import { ScrollTable } from "./scroll-table";

/** Links leave the conversation in a new tab; citations carry the cited page in their tooltip. */
function makeComponents(references: ChatReference[]): Components {
  const byN = new Map(references.map((r) => [r.n, r]));
  return {
    a: ({ node: _node, ...props }: ComponentProps<"a"> & { node?: unknown }) => {
      const n = Number((props as Record<string, unknown>)["data-cite"]);
      const ref = byN.get(n);
      return <a {...props} target="_blank" rel="noopener noreferrer" title={ref ? zh.chat.citation(n, ref.title, ref.page) : undefined} />;
    },
    table: ({ node: _node, ...props }: ComponentProps<"table"> & { node?: unknown }) => <ScrollTable {...props} />,
  };
}

/** An answer in Markdown: GFM tables, KaTeX math ($…$, $$…$$) and `[^n]` citations linked to their pages. */
export const AnswerMarkdown = memo(function AnswerMarkdown({ content, references }: { content: string; references: ChatReference[] }) {
  // Keyed by what the references say, not by the array: a reloaded copy keeps the components, so tables do not
  // remount (and show their hint again) when the stored answer replaces the streamed one.
  const key = references.map((r) => `${r.n}:${r.uuid}:${r.page}`).join(",");
  const [kept, setKept] = useState({ key, references });
  if (kept.key !== key) setKept({ key, references });
  const remarkPlugins = useMemo(() => [remarkGfm, remarkMath, [remarkCitations, { references: kept.references }] as const], [kept.references]);
  const components = useMemo(() => makeComponents(kept.references), [kept.references]);
  return (
    <div className="wk-chat-markdown">
      <ComplexMarkdownGuard source={content}>
        <Markdown remarkPlugins={remarkPlugins as never} rehypePlugins={[rehypeKatex]} components={components}>
          {content}
        </Markdown>
      </ComplexMarkdownGuard>
    </div>
  );
});
