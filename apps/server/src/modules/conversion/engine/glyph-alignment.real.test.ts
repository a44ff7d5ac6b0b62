import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { alignGlyphs } from "./glyph-alignment.js";
import { parseStextJson } from "./stext-json.js";
import { StextScanner } from "./stext-scanner.js";
import { newGlyphSink, stripDataText } from "./svg-data-text.js";

const run = promisify(execFile);
const SCALE = 150 / 72;
let dir: string;

async function mutool(format: string, file: string, out = "-"): Promise<string> {
  const { stdout } = await run("mutool", ["draw", "-q", "-D", "-F", format, "-o", out, file], { maxBuffer: 512 * 1024 * 1024 });
  return stdout;
}

interface StextChar {
  raw: number;
  start: number;
  vertical: boolean;
}

/** Each page's raw text and its characters' starts, read by the stext XML scanner (the positions stored today). */
function stextPages(xml: string): { raw: string; chars: StextChar[] }[] {
  const pages: { raw: string; chars: StextChar[] }[] = [];
  const scanner = new StextScanner((page) => {
    const chars: StextChar[] = [];
    for (const line of page.lines) {
      for (let i = line.first; i < line.first + line.count; i++) chars.push({ raw: page.offsets[i], start: page.starts[i], vertical: line.vertical });
    }
    pages.push({ raw: page.raw, chars });
  });
  scanner.write(Buffer.from(xml));
  scanner.end();
  return pages;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-glyphs-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.each([
  [realFixtures.libtasn1Pdf, 36],
  [realFixtures.mimeSpecPdf, 17],
])("glyphs of the SVG pages of %s against mupdf's structured text", (name, pageCount) => {
  const pdf = realFixturePath(name);
  let stext: ReturnType<typeof stextPages>;
  let txt: string[];
  let json: ReturnType<typeof parseStextJson>;
  beforeAll(async () => {
    stext = stextPages(await mutool("stext", pdf));
    txt = (await mutool("txt", pdf)).split("\f").slice(0, -1).map((page, index) => (index > 0 ? page.replace(/^\n/, "") : page));
    json = parseStextJson(await mutool("stext.json", pdf));
    await mutool("svg", pdf, join(dir, `${name}-%d.svg`));
  });

  it("rebuilds from stext.json exactly the text of `-F txt` on every page it is sure of, and says which it is not", () => {
    expect(json).toHaveLength(pageCount);
    for (const [index, page] of json.entries()) if (!page.uncertain) expect(page.raw, `page ${index + 1}`).toBe(txt[index]);
    expect(json.filter((page) => !page.uncertain).length).toBeGreaterThan(0);
  });

  it("finds a glyph for nearly every character (a ligature draws one glyph for its letters), and each glyph's origin is where stext starts the character (within 0.5 px)", async () => {
    let matched = 0;
    let expected = 0;
    for (let page = 1; page <= pageCount; page++) {
      const sink = newGlyphSink();
      stripDataText(await readFile(join(dir, `${name}-${page}.svg`)), sink);
      const { raw, chars } = stext[page - 1];
      expect(raw).toBe(txt[page - 1]);
      const aligned = alignGlyphs(raw, { glyphs: sink.glyphs.subarray(0, sink.glyphCount * 6), units: sink.units.subarray(0, sink.unitCount) });
      matched += aligned.matched;
      expected += aligned.expected;
      expect(aligned.matched / Math.max(1, aligned.expected), `page ${page}`).toBeGreaterThanOrEqual(0.97);
      for (const char of chars) {
        const x = aligned.startX[char.raw];
        if (char.vertical || Number.isNaN(x)) continue;
        expect(Math.abs(x - char.start) * SCALE, `page ${page} at ${char.raw} "${raw[char.raw]}"`).toBeLessThanOrEqual(0.5);
      }
    }
    expect(matched / expected).toBeGreaterThanOrEqual(0.99);
    console.info(`${name}: ${matched} of ${expected} characters found their glyph`);
  });
});
