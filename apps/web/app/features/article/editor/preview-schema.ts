import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

const codeClasses = defaultSchema.attributes?.code ?? [];

/**
 * What the preview keeps of the author's Markdown and raw HTML: the rule the server saves by (GitHub's schema — no
 * script, style, event attribute, form, frame or `javascript:` link), plus remark-math's markers on `code` so that
 * KaTeX renders them after sanitizing.
 */
export const previewSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...codeClasses, ["className", /^language-./, "math-inline", "math-display"]],
  },
  strip: ["script", "style", "template", "noscript", "textarea", "title", "iframe", "object", "embed", "xmp", "noembed", "noframes", "svg", "math"],
};
