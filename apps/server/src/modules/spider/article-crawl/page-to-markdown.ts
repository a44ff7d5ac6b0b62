import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import sanitizeHtml from "sanitize-html";
import TurndownService from "turndown";

export interface ExtractRules {
  /** CSS selectors of the content (one a line); none: the readable main content. */
  select: string;
  /** CSS selectors removed first (one a line). */
  exclude: string;
  /** Lines `old=>new`, or `old` alone to remove it, applied to the Markdown. */
  replace: string;
}

export interface ExtractedArticle {
  title: string;
  markdown: string;
  keywords: string;
  description: string;
}

type Page = ReturnType<typeof parseHTML>["document"];

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const meta = (document: Page, name: string) =>
  document.querySelector(`meta[name="${name}"], meta[property="og:${name}"]`)?.getAttribute("content")?.trim() ?? "";

/** Links and pictures as absolute http(s) addresses: the draft is shown on another site. */
function absolutise(document: Page, base: URL): void {
  for (const [selector, attribute] of [["a[href]", "href"], ["img[src]", "src"]] as const) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const value = element.getAttribute(attribute) ?? "";
      if (URL.canParse(value, base)) element.setAttribute(attribute, new URL(value, base).href);
    }
  }
}

/** Only what an article may hold: text structure, links and pictures over http(s); scripts, styles and handlers go. */
function sanitise(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2"],
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"] },
    allowedSchemes: ["http", "https"],
    allowProtocolRelative: false,
  });
}

function applyReplacements(markdown: string, rules: string): string {
  let out = markdown;
  for (const rule of lines(rules)) {
    const [from, to = ""] = rule.split("=>");
    if (from) out = out.split(from).join(to);
  }
  return out;
}

/** The `select` elements, or the readable main content (Readability) when no selector is given. */
function mainContent(document: Page, selectors: string[], pageTitle: string): { content: string; title: string; excerpt: string } {
  if (selectors.length > 0) {
    const content = selectors.flatMap((s) => Array.from(document.querySelectorAll(s)).map((e) => e.outerHTML)).join("\n");
    return { content, title: document.querySelector("h1")?.textContent?.trim() || pageTitle, excerpt: "" };
  }
  const article = new Readability(document).parse();
  return { content: article?.content ?? "", title: article?.title?.trim() || pageTitle, excerpt: article?.excerpt?.trim() ?? "" };
}

/** A page's main content as an article draft: title, Markdown (sanitised first), keywords and description. */
export function pageToMarkdown(html: string, url: URL, rules: ExtractRules): ExtractedArticle {
  const { document } = parseHTML(html);
  const baseHref = document.querySelector("base[href]")?.getAttribute("href");
  absolutise(document, baseHref && URL.canParse(baseHref, url) ? new URL(baseHref, url) : url);
  for (const selector of lines(rules.exclude)) for (const element of Array.from(document.querySelectorAll(selector))) element.remove();
  const pageTitle = meta(document, "title") || document.querySelector("title")?.textContent?.trim() || "";
  const keywords = meta(document, "keywords");
  const description = meta(document, "description");
  const { content, title, excerpt } = mainContent(document, lines(rules.select), pageTitle);
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  const markdown = applyReplacements(turndown.turndown(sanitise(content)), rules.replace).trim();
  return {
    title: [...title].slice(0, 200).join(""),
    markdown,
    keywords: [...keywords].slice(0, 255).join(""),
    description: [...(description || excerpt)].slice(0, 255).join(""),
  };
}
