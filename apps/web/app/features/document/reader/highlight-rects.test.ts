import type { PageTextLine } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { percentBox, rangeRects } from "./highlight-rects";

// "Hello world\nnext" with its two lines: 11 characters of 10 px, then 4 of 8 px.
const lines: PageTextLine[] = [
  { start: 0, x: 100, y: 50, w: 110, h: 20, advances: new Array<number>(11).fill(10) },
  { start: 12, x: 100, y: 80, w: 32, h: 20, advances: new Array<number>(4).fill(8) },
];

describe("rangeRects", () => {
  it("boxes a word inside a line from its characters' advances", () => {
    expect(rangeRects(lines, 6, 11)).toEqual([{ x: 160, y: 50, w: 50, h: 20 }]);
  });

  it("gives one box per line a range crosses, none for the line break between them", () => {
    expect(rangeRects(lines, 6, 14)).toEqual([
      { x: 160, y: 50, w: 50, h: 20 },
      { x: 100, y: 80, w: 16, h: 20 },
    ]);
    expect(rangeRects(lines, 11, 12)).toEqual([]);
  });

  it("runs a vertical line's characters down the page", () => {
    const vertical: PageTextLine[] = [{ start: 0, x: 10, y: 100, w: 30, h: 90, advances: [30, 30, 30], vertical: true }];
    expect(rangeRects(vertical, 1, 2)).toEqual([{ x: 10, y: 130, w: 30, h: 30 }]);
  });
});

describe("percentBox", () => {
  it("places a box in percentages of the page", () => {
    expect(percentBox({ x: 124, y: 175.4, w: 62, h: 17.54 }, 1240, 1754)).toEqual({ left: "10.0000%", top: "10.0000%", width: "5.0000%", height: "1.0000%" });
  });
});
