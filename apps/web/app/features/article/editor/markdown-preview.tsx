import "highlight.js/styles/github.css";
import "katex/dist/katex.min.css";
import "../article-content.css";
import { memo, type ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import rehypeKatex from "rehype-katex";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { ComplexMarkdownGuard } from "../../markdown/complex-markdown-guard";
import { previewSchema } from "./preview-schema";
import { remarkMathDollars } from "@wenku/contract";

const remarkPlugins = [remarkGfm, remarkMath, remarkMathDollars];
/** The server's order: the author's HTML is sanitized first, then KaTeX and the highlighter add their markup. */
const rehypePlugins = [
  rehypeRaw,
  [rehypeSanitize, previewSchema],
  [rehypeKatex, { strict: "ignore", trust: false, maxSize: 50, maxExpand: 500, throwOnError: false }],
  [rehypeHighlight, { plainText: ["txt", "text", "plain"] }],
] as ComponentProps<typeof Markdown>["rehypePlugins"];

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * The article as it will read, rendered in the browser with the libraries the server renders with (GFM, KaTeX,
 * highlight.js, the same sanitizing rule). React builds the elements: no HTML string reaches the page.
 */
export const MarkdownPreview = memo(function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="wk-article-content" data-testid="markdown-preview">
      <ComplexMarkdownGuard source={source}>
        <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
          {source}
        </Markdown>
      </ComplexMarkdownGuard>
    </div>
  );
});
