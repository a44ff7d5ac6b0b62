import { describe, expect, it } from "vitest";
import { GLYPH_FIELDS, newGlyphSink, stripDataText } from "./svg-data-text.js";
import { glyphOutlineRights } from "./svg-glyph-outlines.js";

const strip = (svg: string) => stripDataText(Buffer.from(svg)).toString();

/** A glyph as mupdf 1.21 writes it: the character in data-text, `&` and `"` escaped, `<` not. */
const glyph = (text: string, font = "font_2_6") => `<use data-text="${text}" xlink:href="#${font}" transform="matrix(9,0,0,-9,72,96)"/>\n`;

describe("stripDataText", () => {
  it("removes every data-text attribute, whatever character it holds, and keeps the rest of each element", () => {
    const page = `<svg><defs/>${glyph("<")}${glyph("&amp;")}${glyph("&quot;")}${glyph("&#x2019;")}${glyph(" ")}${glyph(">", "font_1_3")}</svg>`;
    const use = (font = "font_2_6") => `<use xlink:href="#${font}" transform="matrix(9,0,0,-9,72,96)"/>\n`;
    expect(strip(page)).toBe(`<svg><defs/>${use()}${use()}${use()}${use()}${use()}${use("font_1_3")}</svg>`);
  });

  it("returns a page without data-text as it is, the same memory", () => {
    const page = Buffer.from('<svg><path d="M0 0"/></svg>');
    expect(stripDataText(page)).toBe(page);
  });

  it("works in place and returns a shorter view of the same memory", () => {
    const page = Buffer.from(`<svg>${glyph("a")}${glyph("b")}</svg>`);
    const stripped = stripDataText(page);
    expect(stripped.buffer).toBe(page.buffer);
    expect(stripped.byteOffset).toBe(page.byteOffset);
    expect(stripped.length).toBe(page.length - 2 * ' data-text="a"'.length);
  });

  it("strips attributes at the very start and end of the page and next to each other", () => {
    expect(strip(' data-text="x"<a data-text="y"/> data-text="z"')).toBe("<a/>");
  });

  it("leaves an unterminated value in place for the well-formedness check to report", () => {
    expect(strip('<svg><use data-text="a"/><use data-text="<')).toBe('<svg><use/><use data-text="<');
  });

  it("keeps non-ASCII bytes and other attributes named like it", () => {
    expect(strip('<g my-data-text="1" data-textual="2"><use data-text="中"/>文字</g>')).toBe('<g my-data-text="1" data-textual="2"><use/>文字</g>');
  });
});

describe("stripDataText with a glyph sink", () => {
  const read = (svg: string) => {
    const sink = newGlyphSink();
    const stripped = stripDataText(Buffer.from(svg), sink).toString();
    const glyphs: { text: string; x: number; y: number; size: number; rotated: number; key: number }[] = [];
    let unit = 0;
    for (let g = 0; g < sink.glyphCount; g++) {
      const [x, y, size, rotated, key, count] = sink.glyphs.subarray(g * GLYPH_FIELDS, (g + 1) * GLYPH_FIELDS);
      glyphs.push({ text: String.fromCharCode(...sink.units.subarray(unit, unit + count)), x, y, size, rotated, key });
      unit += count;
    }
    return { stripped, glyphs };
  };

  it("reads each glyph's characters, origin, size and glyph while stripping the page as without a sink", () => {
    const page = `<svg>${glyph("T", "font_2_27").replace("matrix(9,0,0,-9,72,96)", "matrix(17.2154,0,0,-17.2154,90,107.86603)")}${glyph("&amp;")}${glyph("&quot;")}${glyph("&#x2019;")}${glyph("<")}${glyph("中")}${glyph("&#x1f600;")}</svg>`;
    const { stripped, glyphs } = read(page);
    expect(stripped).toBe(stripDataText(Buffer.from(page)).toString());
    expect(glyphs.map((g) => g.text)).toEqual(["T", "&", '"', "\u2019", "<", "中", "\u{1f600}"]);
    expect(glyphs[0]).toEqual({ text: "T", x: 90, y: 107.86603, size: 17.2154, rotated: 0, key: 2 * 65536 + 27 });
    expect(glyphs[1]).toMatchObject({ x: 72, y: 96, size: 9, key: 2 * 65536 + 6 });
  });

  it("keeps a ligature's several characters, numbers with exponents, and marks rotated glyphs", () => {
    const { glyphs } = read('<use data-text="fi" xlink:href="#font_3_1" transform="matrix(0,10,-10,0,1e-05,-2.5e2)"/>');
    expect(glyphs).toEqual([{ text: "fi", x: expect.closeTo(1e-5, 12), y: -250, size: 10, rotated: 1, key: 3 * 65536 + 1 }]);
  });

  it("passes over a data-text whose element has no transform", () => {
    expect(read('<svg><g data-text="x"/></svg>')).toEqual({ stripped: "<svg><g/></svg>", glyphs: [] });
  });
});

describe("glyphOutlineRights", () => {
  it("gives how far right each glyph outline of the defs reaches, reading x of M, L, C pairs and H", () => {
    const page = Buffer.from(
      '<svg><defs>\n<path id="font_1_17" d="M.12 .07 .23 .18C.38 .31 .44 .37 .449 .47L.1-.2H.5Z"/>\n<path id="font_2_6" d="M0 0V.9H-.2L.3 2e-1Z"/>\n</defs><path id="font_9_9" d="M5 5"/></svg>',
    );
    expect([...glyphOutlineRights(page)]).toEqual([1 * 65536 + 17, 0.5, 2 * 65536 + 6, 0.3]);
  });

  it("remembers each outline's right edge by its path data and looks it up on the next page", () => {
    const known = new Map<string, number>();
    const first = Buffer.from('<svg><defs>\n<path id="font_1_3" d="M0 0H.4Z"/>\n</defs></svg>');
    expect([...glyphOutlineRights(first, known)]).toEqual([65536 + 3, 0.4]);
    expect([...known]).toEqual([["M0 0H.4Z", 0.4]]);
    // Another page defines the same outline under another id: its edge comes from the memory, not the numbers.
    known.set("M0 0H.4Z", 0.45);
    const second = Buffer.from('<svg><defs>\n<path id="font_5_9" d="M0 0H.4Z"/>\n<path id="font_5_10" d="M0 0H.7Z"/>\n</defs></svg>');
    expect([...glyphOutlineRights(second, known)]).toEqual([5 * 65536 + 9, 0.45, 5 * 65536 + 10, 0.7]);
  });
});
