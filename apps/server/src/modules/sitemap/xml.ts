/** Characters XML 1.0 does not allow at all (controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF). */
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an XML element or attribute: the five special characters escaped, forbidden characters dropped. */
export function escapeXml(text: string): string {
  return text.replace(forbidden, "").replace(/[&<>"']/g, (c) => entities[c]);
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One <url> entry of a sitemap file. */
export function urlEntry(loc: string, lastmod: string): string {
  return `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>\n`;
}

/** A sitemap index listing the files (sitemaps.org). */
export function sitemapIndex(files: Array<{ loc: string; lastmod: string }>): string {
  const entries = files.map((f) => `<sitemap><loc>${escapeXml(f.loc)}</loc><lastmod>${escapeXml(f.lastmod)}</lastmod></sitemap>\n`);
  return `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join("")}</sitemapindex>\n`;
}
