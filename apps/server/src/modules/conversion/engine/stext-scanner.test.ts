import { describe, expect, it } from "vitest";
import { parseDecimal, parsed } from "./stext-bytes.js";
import { StextScanner, type StextPage } from "./stext-scanner.js";

const char = (x: number, c: string, y = 20) => `<char quad="${x} ${y} ${x + 5} ${y} ${x} ${y + 12} ${x + 5} ${y + 12}" x="${x}" y="${y + 9}" color="#000000" c="${c}"/>`;

/** mupdf 1.21's stext XML (one element per line, non-ASCII as `&#x…;`), edge cases in the character values. */
const XML = [
  '<?xml version="1.0"?>',
  '<document name="x">',
  '<page id="page1" width="595.2" height="841.8">',
  '<block bbox="10 20 200 32">',
  '<line bbox="10.5 20 200.25 32.125" wmode="0" dir="1 0">',
  '<font name="F" size="12">',
  ...["A", "&lt;", "&amp;", "&quot;", ";", "=", "&#x4e2d;", "&#x1f600;", "&bogus;", " "].map((c, i) => char(10 + 5 * i, c)),
  "</font>",
  "</line>",
  '<line bbox="100 100 112 136" wmode="1" dir="0 1">',
  '<char quad="100 100 112 100 100 1.2e2 112 112" x="100" y="109" color="#000000" c="&#x4e00;"/>',
  "</line>",
  "</block>",
  "</page>",
  '<page id="page2" width="300" height="300">',
  "</page>",
  "</document>",
  "",
].join("\n");

/** Each page with its characters copied out (the scanner reuses their arrays for the next page). */
function scan(xml: Buffer, chunkSize: number) {
  const pages: (Omit<StextPage, "offsets" | "starts" | "ends"> & { offsets: number[]; starts: number[]; ends: number[] })[] = [];
  const scanner = new StextScanner((page) => {
    const count = page.lines.reduce((sum, line) => sum + line.count, 0);
    const copy = (array: Int32Array | Float64Array) => [...array.subarray(0, count)];
    pages.push({ ...page, offsets: copy(page.offsets), starts: copy(page.starts), ends: copy(page.ends) });
  });
  for (let at = 0; at < xml.length; at += chunkSize) scanner.write(xml.subarray(at, at + chunkSize));
  scanner.end();
  return pages;
}

describe("the byte-level stext scanner", () => {
  it("reads the raw text, sizes and character positions, however the stream is cut", () => {
    const xml = Buffer.from(XML);
    const whole = scan(xml, xml.length);
    expect(whole).toHaveLength(2);
    const [page, empty] = whole;
    expect([page.widthPt, page.heightPt, empty.raw, empty.lines]).toEqual([595.2, 841.8, "", []]);
    expect(page.raw).toBe('A<&";=中😀 \n一\n\n');
    expect(page.lines).toEqual([
      { bbox: [10.5, 20, 200.25, 32.125], vertical: false, first: 0, count: 10 },
      { bbox: [100, 100, 112, 136], vertical: true, first: 10, count: 1 },
    ]);
    // The unknown entity adds no text, so it and the space after it share an offset; the vertical line's last
    // corner is written with an exponent (1.2e2).
    expect(page.offsets).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9, 9, 11]);
    expect(page.starts).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 100]);
    expect(page.ends).toEqual([15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 120]);
    for (const size of [1, 7, 64]) expect(scan(xml, size)).toEqual(whole);
  });

  it("fails a page whose text passes the limit", () => {
    const scanner = new StextScanner(() => undefined, 5, () => new Error("too long"));
    expect(() => scanner.write(Buffer.from(XML))).toThrow("too long");
  });
});

describe("parseDecimal", () => {
  it("reads numbers exactly as Number() does", () => {
    const samples = ["0", "-0", "165.787", "-12.5", "88.81903", ".5", "5.", "123456789012345", "1234567890.123456", "1e-05", "-", "nan", "0.30000000000000004"];
    for (let i = 0; i < 2000; i++) samples.push((((i * 7919) % 200_003) / 97 - 1000).toFixed(i % 8));
    for (const sample of samples) {
      const buffer = Buffer.from(`${sample} rest`);
      expect(Object.is(parseDecimal(buffer, 0, buffer.length, 0x20), Number(sample)), sample).toBe(true);
      expect(parsed.end, sample).toBe(sample.length);
    }
  });
});
