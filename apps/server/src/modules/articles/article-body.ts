import { renderMarkdownOffThread } from "../../markdown/render-pool.js";

const DESCRIPTION_LENGTH = 200;

export interface ArticleBody {
  markdown: string;
  /** sanitized HTML */
  content: string;
  /** readable text: the description when none is given, and what the search index reads */
  text: string;
}

/** The stored forms of an article's Markdown source (long ones rendered in a worker thread). */
export async function renderArticleBody(markdown: string): Promise<ArticleBody> {
  const { html, text } = await renderMarkdownOffThread(markdown);
  return { markdown, content: html, text };
}

/** The first characters of the text, whitespace folded: the description of an article written without one. */
export function descriptionFromText(text: string): string {
  return [...text.replace(/\s+/g, " ").trim()].slice(0, DESCRIPTION_LENGTH).join("");
}
