import { sanitizeRenderedHtml, type NarrowerAllowlist } from "../../markdown/final-sanitize.js";

/**
 * What the HTML settings (`html: true`: security.close_statement, display.copyright_statement, download.code_tip)
 * may hold: the articles' sanitizer with a narrower list — text formatting, paragraphs, links, images, lists and
 * small tables; attributes title and (filtered) style, href on links, src/alt/size on images. No id or class (the
 * statements sit inside the site's own layout), no forms, maths or SVG. Links are http(s)/mailto or site paths,
 * images http(s) or site paths; external links open in a new window, marked nofollow, as in articles.
 */
export const settingHtmlAllowlist: NarrowerAllowlist = {
  tags: [
    "p", "br", "hr", "div", "span", "a", "img", "strong", "b", "em", "i", "u", "s", "del", "small", "sub", "sup", "mark", "code",
    "blockquote", "h3", "h4", "h5", "h6", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td",
  ],
  attributes: {
    "*": ["title", "style"],
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height"],
    td: ["align", "colspan", "rowspan"],
    th: ["align", "colspan", "rowspan"],
  },
};

export function sanitizeSettingHtml(html: string): string {
  return sanitizeRenderedHtml(html, settingHtmlAllowlist).trim();
}

