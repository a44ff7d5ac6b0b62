import sanitizeHtml from "sanitize-html";

const cssLength = /^(?:0|\d{1,4}(?:\.\d{1,2})?(?:px|%|em|rem|vw|vh))$/;
const cssLengths = /^(?:(?:0|auto|\d{1,4}(?:\.\d{1,2})?(?:px|%|em|rem))\s*){1,4}$/;
const cssColor = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.\s,%]+\))$/i;

/**
 * What an advertisement may hold: links, images and text formatting. Scripts, styles, frames, forms, event
 * attributes and every URL scheme but http(s) and site paths are dropped; positioning CSS is not kept, so an ad stays
 * in its slot. Links opening a new window get rel="noopener noreferrer nofollow".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "a", "img", "div", "span", "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup",
    "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "figure", "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    "*": ["style"],
  },
  allowedStyles: {
    "*": {
      color: [cssColor],
      "background-color": [cssColor],
      "text-align": [/^(?:left|right|center|justify)$/],
      "font-size": [cssLength],
      "font-weight": [/^(?:normal|bold|[1-9]00)$/],
      width: [cssLength],
      height: [cssLength],
      "max-width": [cssLength],
      margin: [cssLengths],
      padding: [cssLengths],
      display: [/^(?:block|inline|inline-block|flex|none)$/],
    },
  },
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  /** Dropped with their content rather than shown as text. */
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "embed", "xmp", "noembed", "noframes", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      if (target !== "_blank") return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target, rel: "noopener noreferrer nofollow" } };
    },
  },
};

/** Advertisement HTML as it is stored and shown (sanitize-html, the sanitizer of the article module too). */
export function sanitizeAdHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
