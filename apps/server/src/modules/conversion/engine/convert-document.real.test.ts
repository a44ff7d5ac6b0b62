import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runConversion, type ConversionRun } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { strictXmlError } from "../../../test/strict-xml.js";
import { MUTOOL } from "./mutool.js";

/** Every page as SVG (pages with pictures too), so that every page of these documents is checked. */
const conversions = {
  libtasn1Pdf: { file: realFixtures.libtasn1Pdf, pages: 36 },
  mimeSpecPdf: { file: realFixtures.mimeSpecPdf, pages: 17 },
  quickStartEpub: { file: realFixtures.quickStartEpub },
  indexDocx: { file: realFixtures.indexDocx },
  markupTxt: { file: realFixtures.markupTxt },
  chineseTxt: { file: realFixtures.chineseTxt },
};
type Name = keyof typeof conversions;
const WATERMARK = `文库 <水印> & "引号" 'apostrophes'`;

let dir: string;
const runs = new Map<Name, ConversionRun>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-engine-real-"));
  for (const [name, { file }] of Object.entries(conversions) as Array<[Name, { file: string }]>) {
    const watermark = name === "markupTxt" ? { text: WATERMARK } : undefined;
    runs.set(name, await runConversion(realFixturePath(file), dir, { pageFormat: "svg", concurrency: 2, watermark }));
  }
}, 600_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function storedPages(name: Name) {
  const run = runs.get(name)!;
  return Promise.all(
    run.result.pages.map(async (page) => ({ number: page.number, format: page.format, svg: gunzipSync(await readFile(page.file)) })),
  );
}

describe("real documents convert to page SVGs that browsers can draw", () => {
  it("the PDF manual's raw mupdf output holds the fault this guards against (unescaped '<' in data-text)", async () => {
    const out = join(dir, "raw-mutool");
    await mkdir(out);
    await promisify(execFile)(MUTOOL, ["draw", "-q", "-F", "svg", "-o", join(out, "%d.svg"), realFixturePath(realFixtures.libtasn1Pdf)]);
    const files = await readdir(out);
    const faults = (await Promise.all(files.map(async (file) => strictXmlError(await readFile(join(out, file)))))).filter(Boolean);
    expect(files).toHaveLength(36);
    expect(faults.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(conversions) as Name[])("%s: every stored page is well-formed XML to a strict parser", async (name) => {
    const run = runs.get(name)!;
    const expected = (conversions[name] as { pages?: number }).pages;
    if (expected) expect(run.result.pageCount).toBe(expected);
    expect(run.result.pageCount).toBeGreaterThan(0);
    const pages = await storedPages(name);
    expect(pages.map((page) => page.number)).toEqual(Array.from({ length: run.result.pageCount }, (_, index) => index + 1));
    for (const page of pages) {
      expect(page.format).toBe("svgz");
      expect(strictXmlError(page.svg), `page ${page.number} of ${name}`).toBeUndefined();
      expect(page.svg.includes("data-text="), `page ${page.number} of ${name}`).toBe(false);
    }
  });

  it("keeps the text of code and markup in the page texts, which are stored apart from the images", () => {
    const text = runs.get("markupTxt")!.result.texts.map((page) => page.text).join("\n");
    expect(text).toContain("#include <stdio.h>");
    expect(text).toContain("&strm");
    expect(text).toContain("&lt;");
    expect(runs.get("chineseTxt")!.result.texts.map((page) => page.text).join("")).toMatch(/[\u4e00-\u9fff]{4}/);
  });

  it("burns a watermark holding '<', '&' and quotes into well-formed pages", async () => {
    for (const page of await storedPages("markupTxt")) {
      expect(page.svg.toString()).toContain("文库 &lt;水印&gt; &amp; &quot;引号&quot; 'apostrophes'</text>");
    }
  });
});
