import crypto from "node:crypto";

/**
 * Security headers of server-rendered pages, computed once per render (the page cache keeps them with the page).
 *
 * Scripts: only our own files and the inline scripts of this very HTML, by their sha256 — React Router's hydration
 * data and module bootstrap, ScrollRestoration, and the site's analytics code (`system.analytics`, a
 * `<script data-analytics>`; the client runs the same text again on page changes, which the same hash allows).
 * Hosts named in the analytics code (`https://hm.baidu.com/hm.js`, `//www.googletagmanager.com/…`) may serve
 * scripts, images and connections, since analytics loads its script and sends beacons from there. Known limit:
 * a host that only the loaded analytics script names (not the code in the settings) is not allowed.
 *
 * Styles: 'unsafe-inline', because antd's CSS-in-JS inserts <style> elements at run time and React renders
 * `style` attributes throughout the app (page boxes, colours of navigation items); neither can carry a hash.
 * Images: our own, data: (captcha images, QR codes) and blob:.
 */

const baseHeaders: Array<[string, string]> = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "SAMEORIGIN"],
];

/** Script elements and their text; an HTML script element ends at the first `</script`. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
/** A URL's host as analytics code writes it: `https://host`, `http://host` or `//host`, with an optional port. */
const urlHost = /(https?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?)(?=[/"'?#`\s]|$)/gi;

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

interface InlineScripts {
  hashes: Set<string>;
  analyticsHosts: Set<string>;
}

function readInlineScripts(html: string): InlineScripts {
  const hashes = new Set<string>();
  const analyticsHosts = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    // The HTML parser turns CR LF and lone CR into LF before a script runs; a script set from JS keeps them.
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.add(sha256(parsed));
    if (parsed !== text) hashes.add(sha256(text));
    if (!/\sdata-analytics\b/i.test(` ${attributes}`)) continue;
    for (const [, scheme, host] of text.matchAll(urlHost)) analyticsHosts.add(`${scheme ? scheme.toLowerCase() + "//" : ""}${host!.toLowerCase()}`);
  }
  return { hashes, analyticsHosts };
}

/** The Content-Security-Policy of one rendered page. */
export function pageContentSecurityPolicy(html: string): string {
  const { hashes, analyticsHosts } = readInlineScripts(html);
  const hosts = [...analyticsHosts];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...hosts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...hosts].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...hosts].join(" "),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The headers of one rendered HTML page. */
export function htmlSecurityHeaders(html: Buffer): Array<[string, string]> {
  return [...baseHeaders, ["content-security-policy", pageContentSecurityPolicy(html.toString("utf8"))]];
}

/** The headers of anything the web app renders: a CSP for HTML, the others for data and redirects too. */
export function renderedSecurityHeaders(contentType: string | null, body: Buffer): Array<[string, string]> {
  return contentType?.startsWith("text/html") ? htmlSecurityHeaders(body) : baseHeaders;
}
