import { MarkdownTooComplexError, renderMarkdownBounded } from "../../markdown/render-pool.js";

const DESCRIPTION_LENGTH = 200;

export interface ArticleBody {
  markdown: string;
  /** sanitized HTML */
  content: string;
  /** readable text: the description when none is given, and what the search index reads */
  text: string;
}

/**
 * The stored forms of an article's Markdown source, rendered for `renderer` (render-pool.ts: memberRenderer); too
 * complex a source is refused (MarkdownTooComplexError).
 */
export async function renderArticleBody(markdown: string, renderer: string): Promise<ArticleBody> {
  const { html, text } = await renderMarkdownBounded(markdown, renderer);
  return { markdown, content: html, text };
}

/**
 * The readable text of an article already stored: its source as it is when it no longer renders within the limits
 * (saved before they existed), so that reindexing and later edits never fail on it.
 */
export async function storedArticleText(markdown: string, renderer: string): Promise<string> {
  try {
    return (await renderMarkdownBounded(markdown, renderer)).text;
  } catch (error) {
    if (error instanceof MarkdownTooComplexError) return markdown.trim();
    throw error;
  }
}

/** The first characters of the text, whitespace folded: the description of an article written without one. */
export function descriptionFromText(text: string): string {
  return [...text.replace(/\s+/g, " ").trim()].slice(0, DESCRIPTION_LENGTH).join("");
}
