import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

/**
 * What an author may write, Markdown or raw HTML: GitHub's schema (no script, style, event attribute, form, frame,
 * `javascript:` link; ids prefixed with `user-content-`), plus the math markers of remark-math on `code` so KaTeX
 * can render them afterwards. Nothing may carry a `style` or a class of its own choosing.
 */
export const userHtmlSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [["className", /^language-./, "math-inline", "math-display"]],
  },
  /** Dropped with their content rather than shown as text. */
  strip: ["script", "style", "template", "noscript", "textarea", "title", "iframe", "object", "embed", "xmp", "noembed", "noframes", "svg", "math"],
};
