import { describe, expect, it } from "vitest";
import { SvgPageSplitter } from "./svg-page-splitter.js";

const page = (n: number, filler = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<path d="M${n} 0"/>${filler}\n</svg>\n`;

function splitInChunks(output: string, chunkSize: number): string[] {
  const splitter = new SvgPageSplitter();
  const bytes = Buffer.from(output);
  const pages: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) pages.push(...splitter.push(bytes.subarray(at, at + chunkSize)));
  pages.push(...splitter.finish());
  return pages.map((p) => p.toString());
}

describe("SvgPageSplitter", () => {
  const pages = [page(1), page(2, "x".repeat(5000)), page(3), page(4, "<text>&lt;/svg&gt;</text>")];
  const output = pages.join("");

  it.each([1, 3, 7, 64, 1000, 100_000])("cuts concatenated page SVGs into the same pages with %i-byte chunks", (size) => {
    expect(splitInChunks(output, size)).toEqual(pages);
  });

  it("hands out a page as soon as the next page has started", () => {
    const splitter = new SvgPageSplitter();
    expect(splitter.push(Buffer.from(page(1)))).toEqual([]);
    expect(splitter.push(Buffer.from("<svg ")).map(String)).toEqual([page(1)]);
  });

  it("does not cut at a closing tag that no new page follows", () => {
    const inner = `<svg>\n<g>\n</svg>\n<g/>\n</svg>\n`;
    expect(splitInChunks(inner + page(2), 5)).toEqual([inner, page(2)]);
  });

  it("refuses output that ends inside a page", () => {
    const splitter = new SvgPageSplitter();
    splitter.push(Buffer.from(page(1) + "<svg><path"));
    expect(() => splitter.finish()).toThrow(/inside a page/);
  });
});
