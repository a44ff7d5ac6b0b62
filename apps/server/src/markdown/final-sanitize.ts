import sanitizeHtml from "sanitize-html";

/** MathML that KaTeX writes (no `maction`, `annotation-xml`, `mglyph`, nor any link). */
const mathTags = [
  "math", "semantics", "annotation", "mrow", "mi", "mo", "mn", "ms", "mtext", "mspace", "msup", "msub", "msubsup", "mfrac",
  "msqrt", "mroot", "mover", "munder", "munderover", "mtable", "mtr", "mtd", "mlabeledtr", "mstyle", "mpadded", "mphantom",
  "menclose",
];
const mathAttributes = [
  "xmlns", "display", "encoding", "mathvariant", "stretchy", "fence", "separator", "lspace", "rspace", "accent", "accentunder",
  "minsize", "maxsize", "movablelimits", "displaystyle", "scriptlevel", "columnalign", "rowalign", "columnspacing",
  "rowspacing", "columnlines", "rowlines", "frame", "width", "height", "depth", "voffset", "linethickness", "notation",
  "mathcolor", "mathbackground", "symmetric", "largeop", "side", "equalrows", "equalcolumns",
];
const htmlTags = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "kbd", "samp", "var", "em", "strong", "b", "i",
  "u", "s", "strike", "del", "ins", "mark", "sub", "sup", "small", "abbr", "q", "cite", "dfn", "time", "wbr", "bdo", "a", "img",
  "picture", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "details",
  "summary", "div", "span", "section", "figure", "figcaption", "input", "ruby", "rt", "rp",
];
/** KaTeX draws stretchy delimiters, roots and arrows with these. */
const svgTags = ["svg", "path", "line"];

const length = /^-?(?:\d+|\d*\.\d+)(?:em|ex|px|pt|mu|%)?$/i;
const colour = /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.%\s,]+\))$/i;
const borderStyle = /^(?:solid|dashed|dotted|none)$/;
const styleRules = new Map<string, RegExp>([
  ...[
    "height", "width", "min-width", "max-width", "top", "bottom", "vertical-align", "margin-left", "margin-right", "margin-top",
    "margin-bottom", "padding-left", "padding-right", "padding-top", "padding-bottom", "border-top-width", "border-bottom-width",
    "border-left-width", "border-right-width",
  ].map((property) => [property, length] as [string, RegExp]),
  ["color", colour],
  ["background-color", colour],
  ["border-color", colour],
  ["border-style", borderStyle],
  ["border-right-style", borderStyle],
  ["border-bottom-style", borderStyle],
  ["text-align", /^(?:left|right|center)$/],
]);

/** The declarations of a style attribute whose property and value are allowed (KaTeX's lengths and colours). */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (styleRules.get(property)?.test(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(";");
}

const articleTags = [...htmlTags, ...mathTags, ...svgTags];
const articleAttributes: Record<string, string[]> = {
  "*": ["class", "id", "title", "lang", "style", "aria-hidden", "aria-label", "aria-describedby", "data-footnotes", "data-footnote-ref", "data-footnote-backref"],
  a: ["href", "rel", "target"],
  img: ["src", "alt", "width", "height", "loading"],
  td: ["align", "colspan", "rowspan"],
  th: ["align", "colspan", "rowspan", "scope"],
  ol: ["start"],
  input: ["type", "checked", "disabled"],
  details: ["open"],
  time: ["datetime"],
  svg: ["xmlns", "width", "height", "viewbox", "preserveaspectratio"],
  path: ["d"],
  line: ["x1", "y1", "x2", "y2", "stroke-width"],
  ...Object.fromEntries(mathTags.map((tag) => [tag, mathAttributes])),
};

const externalLink = /^(?:https?:)?\/\//i;

/**
 * The last word on rendered HTML, after the Markdown renderer sanitized the author's part and KaTeX and the
 * highlighter added theirs: an allowlist of tags and attributes, http(s)/mailto links and http(s) images only
 * (relative paths too), styles limited to the lengths and colours KaTeX writes (filtered here: parsing each with
 * postcss would cost seconds on a long formula-heavy article), external links marked nofollow.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: articleTags,
  allowedAttributes: articleAttributes,
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  nestingLimit: 200,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "embed", "xmp", "noembed", "noframes"],
  transformTags: {
    "*": (tagName, { style, ...attribs }) => {
      const kept = style === undefined ? "" : filterStyle(style);
      return { tagName, attribs: kept ? { ...attribs, style: kept } : attribs };
    },
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: externalLink.test(attribs.href ?? "") ? { ...attribs, rel: "nofollow ugc noopener noreferrer", target: "_blank" } : attribs,
    }),
    input: (tagName, attribs) => ({ tagName, attribs: { type: "checkbox", disabled: "", ...(attribs.checked !== undefined ? { checked: "" } : {}) } }),
  },
};

/** Tags and attributes a use of the sanitizer keeps, narrower than the articles' (what the articles' list lacks stays out). */
export interface NarrowerAllowlist {
  tags: string[];
  attributes: Record<string, string[]>;
}

function narrowed(allowlist: NarrowerAllowlist): sanitizeHtml.IOptions {
  const attributes = Object.entries(allowlist.attributes).map(([tag, names]) => {
    const allowed = new Set([...(articleAttributes[tag] ?? []), ...(articleAttributes["*"] ?? [])]);
    return [tag, names.filter((name) => allowed.has(name))] as const;
  });
  return { ...policy, allowedTags: allowlist.tags.filter((tag) => articleTags.includes(tag)), allowedAttributes: Object.fromEntries(attributes) };
}

export function sanitizeRenderedHtml(html: string, allowlist?: NarrowerAllowlist): string {
  return sanitizeHtml(html, allowlist ? narrowed(allowlist) : policy);
}
