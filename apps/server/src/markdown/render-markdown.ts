import type { Root } from "hast";
import { toText } from "hast-util-to-text";
import rehypeHighlight from "rehype-highlight";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type Processor } from "unified";
import { sanitizeRenderedHtml } from "./final-sanitize.js";
import { PLAIN_TEXT_LANGUAGES, rehypeHighlightBudget } from "./highlight-budget.js";
import { rehypeKatexRaw } from "./katex-raw.js";
import { mathAsReadableText } from "./math-text.js";
import { remarkMathDollars } from "@wenku/contract";
import { userHtmlSchema } from "./user-html-schema.js";

export interface RenderOptions {
  /** `$…$` and `$$…$$` as KaTeX math (default true). */
  math?: boolean;
}

export interface RenderedMarkdown {
  /** sanitized HTML */
  html: string;
  /** the readable text (math as readable characters: tex-text.ts), for descriptions and the search index */
  text: string;
}

/** Keeps the text of the sanitized tree, before math and highlighting add markup; math reads as text, not TeX. */
function captureText() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    file.data.text = mathAsReadableText(tree, () => toText(tree, { whitespace: "normal" }));
  };
}

function buildProcessor(math: boolean) {
  let chain = unified().use(remarkParse).use(remarkGfm) as unknown as Processor;
  if (math) chain = chain.use(remarkMath).use(remarkMathDollars);
  chain = chain
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, userHtmlSchema)
    .use(captureText) as unknown as Processor;
  if (math) chain = chain.use(rehypeKatexRaw);
  return chain.use(rehypeHighlightBudget).use(rehypeHighlight, { plainText: PLAIN_TEXT_LANGUAGES }).use(rehypeStringify, { allowDangerousHtml: true }).freeze();
}

const processors = { math: buildProcessor(true), plain: buildProcessor(false) };

/**
 * Markdown (GitHub-flavoured: tables, strikethrough, task lists, autolinks, footnotes; raw HTML allowed) to sanitized
 * HTML, with highlighted code blocks and, unless `math: false`, KaTeX math under the spec §5 `$` rule. The author's
 * HTML is sanitized before KaTeX and the highlighter run, and the whole result once more afterwards.
 */
export function renderMarkdownWithText(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const processor = options.math === false ? processors.plain : processors.math;
  try {
    const file = processor.processSync(source);
    const text = file.data.text;
    return { html: sanitizeRenderedHtml(String(file)), text: typeof text === "string" ? text.trim() : "" };
  } catch (error) {
    // Nesting too deep for the parsers' recursion: shown as the plain text it is.
    if (!(error instanceof RangeError)) throw error;
    return { html: plainParagraphs(source), text: source.trim() };
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function plainParagraphs(source: string): string {
  return source
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, "<br />")}</p>`)
    .join("\n");
}

export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  return renderMarkdownWithText(source, options).html;
}
