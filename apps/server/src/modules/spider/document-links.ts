import { normalizeExt } from "@wenku/contract";
import { parseHTML } from "linkedom";
import { urlFileName } from "./safe-fetch/file-name.js";

export interface FoundLink {
  url: string;
  /** The link's text (or its title attribute). */
  titleFromHref: string;
  /** The file name of the URL without its extension. */
  titleFromUrl: string;
  ext: string;
}

const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 255;

/** The extension of a file name (".pdf"), or "" when it has none. */
export const extensionOf = (name: string) => (name.includes(".") ? normalizeExt(name) : "");

const cut = (text: string) => [...text.replace(/\s+/g, " ").trim()].slice(0, MAX_TITLE_LENGTH).join("");

/** What a URL would be collected as, when its path ends in one of the document extensions. */
export function documentLink(url: URL, extensions: readonly string[], text = ""): FoundLink | undefined {
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const clean = new URL(url);
  clean.hash = "";
  const name = urlFileName(clean);
  const ext = extensionOf(name);
  if (!ext || !extensions.includes(ext) || clean.href.length > MAX_URL_LENGTH) return undefined;
  return { url: clean.href, titleFromHref: cut(text), titleFromUrl: cut(name.slice(0, name.length - ext.length)), ext };
}

/**
 * The links of a page that lead to documents of the allowed types (by the extension of their path), each once, in
 * page order; relative links are read against the page's address or its <base>.
 */
export function documentLinks(html: string, page: URL, extensions: readonly string[]): FoundLink[] {
  const { document } = parseHTML(html);
  const baseHref = document.querySelector("base[href]")?.getAttribute("href");
  const base = baseHref && URL.canParse(baseHref, page) ? new URL(baseHref, page) : page;
  const found = new Map<string, FoundLink>();
  for (const anchor of Array.from(document.querySelectorAll("a[href]"))) {
    const href = anchor.getAttribute("href") ?? "";
    if (!URL.canParse(href, base)) continue;
    const text = anchor.textContent?.trim() || anchor.getAttribute("title") || "";
    const link = documentLink(new URL(href, base), extensions, text);
    if (link && !found.has(link.url)) found.set(link.url, link);
  }
  return [...found.values()];
}
