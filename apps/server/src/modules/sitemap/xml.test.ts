import { describe, expect, it } from "vitest";
import { strictXmlError } from "../../test/strict-xml.js";
import { escapeXml, sitemapIndex, urlEntry } from "./xml.js";

describe("sitemap XML", () => {
  it("escapes the five special characters and drops characters XML forbids", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(escapeXml("x\u0000\u0008\u000B\u001F\uFFFE\uD800y\tz")).toBe("xy\tz");
    expect(escapeXml("文库 😀")).toBe("文库 😀");
  });

  it("writes well-formed documents whatever the URLs hold", () => {
    const loc = "https://example.com/article?category_id=1&x=<y>\u0001";
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urlEntry(loc, "2024-06-13T02:00:00.000Z")}</urlset>\n`;
    expect(strictXmlError(Buffer.from(urlset))).toBeUndefined();
    expect(urlset).toContain("<loc>https://example.com/article?category_id=1&amp;x=&lt;y&gt;</loc>");
    expect(strictXmlError(Buffer.from(sitemapIndex([{ loc, lastmod: "2024-06-13T02:00:00.000Z" }])))).toBeUndefined();
    expect(strictXmlError(Buffer.from(sitemapIndex([])))).toBeUndefined();
  });
});
