import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { decodePageLayout } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertDocument } from "./convert-document.js";
import { extractPageTexts } from "./page-text.js";
import { pdfRenderSource } from "./render-source.js";

const run = promisify(execFile);
let dir: string;

/** A page as an OCR'd scan has it: a text layer drawn invisibly (render mode 3, no glyph in the SVG), and a visible line. */
const page = [
  "%%MediaBox 0 0 595 842",
  "%%Font F1 Helvetica",
  "BT /F1 14 Tf 3 Tr 72 760 Td (An invisible text layer over a scanned picture) Tj ET",
  "BT /F1 14 Tf 0 Tr 72 700 Td (A visible line) Tj ET",
].join("\n");

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-glyph-fallback-"));
  await writeFile(join(dir, "page.txt"), page);
  await run("mutool", ["create", "-o", join(dir, "hidden.pdf"), join(dir, "page.txt")]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a page whose characters its SVG does not draw (WENKU_PAGE_POSITIONS=glyphs)", () => {
  beforeAll(() => {
    process.env.WENKU_PAGE_POSITIONS = "glyphs";
  });
  afterAll(() => {
    delete process.env.WENKU_PAGE_POSITIONS;
  });

  it("gets its text and positions from the stext pass, as before the glyphs", async () => {
    const pdf = join(dir, "hidden.pdf");
    const result = await convertDocument({
      sourcePath: pdf, ext: ".pdf", workDir: join(dir, "work"), outputDir: join(dir, "out"), renderPages: 0, pageFormat: "auto", stepTimeoutMs: 60_000, concurrency: 2,
    });
    const [stext] = await extractPageTexts(await pdfRenderSource(pdf, dir), 1, 1, { timeoutMs: 60_000 });
    expect(result.texts[0].text).toBe("An invisible text layer over a scanned picture A visible line");
    expect(result.texts[0].text).toBe(stext.text);
    expect(result.texts[0].layout).toBe(stext.layout);
    expect(decodePageLayout(result.texts[0].layout).map((line) => line.start)).toEqual([0, 47]);
  });
});
