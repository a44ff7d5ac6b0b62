import { describe, expect, it } from "vitest";
import { stripDataText } from "./svg-data-text.js";

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
