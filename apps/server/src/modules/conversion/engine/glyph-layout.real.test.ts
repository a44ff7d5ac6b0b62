import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { decodePageLayout, type LayoutLine } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { glyphPageLayout } from "./glyph-layout.js";
import { pageTextAndLayout, type PageTextAndLayout } from "./page-layout.js";
import { parseStextJson } from "./stext-json.js";
import { StextScanner } from "./stext-scanner.js";
import { newGlyphSink, stripDataText } from "./svg-data-text.js";
import { glyphOutlineRights } from "./svg-glyph-outlines.js";
import { inspectSvg } from "./svg-page.js";

const run = promisify(execFile);
let dir: string;

async function mutool(format: string, file: string, out = "-"): Promise<Buffer> {
  const { stdout } = await run("mutool", ["draw", "-q", "-D", "-F", format, "-o", out, file], { maxBuffer: 512 * 1024 * 1024, encoding: "buffer" });
  return stdout;
}

/** Where each character of a line starts, and the line's end: its x plus the advances. */
function edges(line: LayoutLine): number[] {
  const at = [line.x];
  for (const advance of line.advances) at.push(at.at(-1)! + advance);
  return at;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-glyph-layout-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.each([realFixtures.libtasn1Pdf, realFixtures.mimeSpecPdf, realFixtures.quickStartEpub])("positions from the SVG glyphs of %s", (name) => {
  const file = realFixturePath(name);
  let stext: PageTextAndLayout[];
  let fromGlyphs: (PageTextAndLayout | undefined)[];
  beforeAll(async () => {
    stext = [];
    const scanner = new StextScanner((page) => stext.push(pageTextAndLayout(page)));
    scanner.write(await mutool("stext", file));
    scanner.end();
    const json = parseStextJson((await mutool("stext.json", file)).toString("utf8"));
    await mutool("svg", file, join(dir, `${name}-%d.svg`));
    fromGlyphs = [];
    for (const [index, page] of json.entries()) {
      const svg = await readFile(join(dir, `${name}-${index + 1}.svg`));
      const rights = glyphOutlineRights(svg);
      const sink = newGlyphSink();
      stripDataText(svg, sink);
      const glyphs = { glyphs: sink.glyphs.subarray(0, sink.glyphCount * 6), units: sink.units.subarray(0, sink.unitCount), rights };
      fromGlyphs.push(glyphPageLayout(page, glyphs, inspectSvg(svg)));
    }
  });

  it("places nearly every page, each with exactly the text of the stext pass (the txt pass's)", () => {
    expect(fromGlyphs).toHaveLength(stext.length);
    const placed = fromGlyphs.filter((page) => page !== undefined).length;
    console.info(`${name}: the glyphs place ${placed} of ${stext.length} pages; stext reads the others`);
    expect(placed / stext.length).toBeGreaterThanOrEqual(0.95);
    for (const [index, page] of fromGlyphs.entries()) if (page) expect(page.text, `page ${index + 1}`).toBe(stext[index].text);
  });

  it("gives the lines stext gives, each word starting within 1 px and ending within 3 px of stext's (2 px for 99 %)", () => {
    let words = 0;
    let endsBeyond2px = 0;
    for (const [index, page] of fromGlyphs.entries()) {
      if (!page) continue;
      const got = decodePageLayout(page.layout);
      const expected = decodePageLayout(stext[index].layout);
      expect(got.map((line) => [line.start, line.advances.length]), `page ${index + 1}`).toEqual(expected.map((line) => [line.start, line.advances.length]));
      for (const [k, line] of got.entries()) {
        const want = expected[k];
        expect(Math.abs(line.y - want.y), `top of line ${k} on page ${index + 1}`).toBeLessThanOrEqual(1);
        expect(Math.abs(line.y + line.h - want.y - want.h), `bottom of line ${k} on page ${index + 1}`).toBeLessThanOrEqual(2);
        const [at, wantAt] = [edges(line), edges(want)];
        const text = page.text.slice(line.start, line.start + line.advances.length);
        for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
          const end = word.index + word[0].length;
          words++;
          expect(Math.abs(at[word.index] - wantAt[word.index]), `start of "${word[0]}" on page ${index + 1}`).toBeLessThanOrEqual(1);
          expect(Math.abs(at[end] - wantAt[end]), `end of "${word[0]}" on page ${index + 1}`).toBeLessThanOrEqual(name === realFixtures.quickStartEpub ? 5 : 3);
          if (Math.abs(at[end] - wantAt[end]) > 2) endsBeyond2px++;
        }
      }
    }
    expect(words).toBeGreaterThan(1000);
    expect(endsBeyond2px / words).toBeLessThanOrEqual(0.01);
  });
});
