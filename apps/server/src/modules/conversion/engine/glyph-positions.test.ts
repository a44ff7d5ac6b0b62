import { describe, expect, it } from "vitest";
import { GlyphPositions, type GlyphResult } from "./glyph-positions.js";
import type { JsonTextPage } from "./stext-json.js";
import type { PageGlyphs } from "./svgz-file.js";

const size = { widthPt: 72, heightPt: 72 };
const emptySpans = (): JsonTextPage => ({ spans: [], raw: "", lines: [], uncertain: false });
const noGlyphs = (): PageGlyphs => ({ glyphs: new Float64Array(0), units: new Uint16Array(0) });

describe("GlyphPositions", () => {
  it("lays out each page once both halves arrived, in either order, and settles after the last", async () => {
    const done: number[] = [];
    const positions = new GlyphPositions((page, result: GlyphResult) => {
      expect(result).toEqual({ text: "", width: 150, layout: '{"v":1,"l":[]}', raw: "" });
      done.push(page);
    });
    for (let page = 1; page <= 300; page++) {
      if (page % 2) positions.addSpans(page, emptySpans());
      positions.addGlyphs(page, noGlyphs(), size);
      if (!(page % 2)) positions.addSpans(page, emptySpans());
    }
    positions.addSpans(301, emptySpans());
    await positions.settled();
    expect(done).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(positions.waiting()).toEqual([301]);
  });

  it("rejects settled() with the first error a layout threw, and lays out nothing more", async () => {
    const done: number[] = [];
    const positions = new GlyphPositions((page) => {
      if (page === 2) throw new Error("page 2 failed");
      done.push(page);
    });
    for (let page = 1; page <= 3; page++) {
      positions.addSpans(page, emptySpans());
      positions.addGlyphs(page, noGlyphs(), size);
    }
    await expect(positions.settled()).rejects.toThrow("page 2 failed");
    expect(done).toEqual([1]);
  });
});
