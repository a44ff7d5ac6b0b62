/**
 * `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). Quotes, backslashes, slashes and
 * line breaks never reach the header. `asciiFallback` replaces the default fallback (non-ASCII characters as `_`)
 * for names that would be mostly underscores.
 */
export function contentDisposition(filename: string, asciiFallback?: string): string {
  const clean = (name: string) => name.replace(/[\r\n"\\/]/g, "_").trim();
  const cleaned = clean(filename) || "download";
  const ascii = (asciiFallback === undefined ? cleaned : clean(asciiFallback) || "download").replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
