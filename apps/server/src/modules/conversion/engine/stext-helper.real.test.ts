import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath } from "../../../test/real-fixtures.js";
import { readStextBinaryFile } from "./stext-binary.js";
import { stextHelper } from "./stext-helper.js";
import { StextScanner, type StextPage } from "./stext-scanner.js";

const run = promisify(execFile);
let dir: string;

/** A page's arrays are reused by the scanner for the next page: keep copies. */
const kept = (page: StextPage): StextPage => {
  const chars = page.lines.reduce((n, line) => Math.max(n, line.first + line.count), 0);
  return { ...page, offsets: page.offsets.slice(0, chars), starts: page.starts.slice(0, chars), ends: page.ends.slice(0, chars) };
};

async function xmlPages(file: string): Promise<StextPage[]> {
  const { stdout } = await run("mutool", ["draw", "-q", "-D", "-F", "stext", "-o", "-", file], { maxBuffer: 512 * 1024 * 1024, encoding: "buffer" });
  const pages: StextPage[] = [];
  const scanner = new StextScanner((page) => pages.push(kept(page)));
  scanner.write(stdout);
  scanner.end();
  return pages;
}

async function helperPages(helper: string, file: string, range?: string, chunkBytes?: number): Promise<StextPage[]> {
  const out = join(dir, "pages.bin");
  await run(helper, [file, out, ...(range ? [range] : [])]);
  const pages: StextPage[] = [];
  await readStextBinaryFile(out, (page) => pages.push(kept(page)), Number.MAX_SAFE_INTEGER, () => new Error("too long"), chunkBytes);
  return pages;
}

describe("wenku-stext, mupdf's structured text as binary records", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "wenku-stext-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is compiled here and reads every page of the real PDFs as mupdf's XML gives it (the XML's numbers have 6 digits)", async () => {
    const helper = await stextHelper();
    expect(helper, "libmupdf-dev and a C compiler are installed by scripts/install-system.sh").toBeDefined();
    for (const name of ["libtasn1.pdf", "shared-mime-info-spec.pdf"]) {
      const file = realFixturePath(name);
      const [binary, xml] = await Promise.all([helperPages(helper!, file), xmlPages(file)]);
      expect(binary.length, name).toBe(xml.length);
      binary.forEach((page, index) => {
        const other = xml[index];
        const where = `${name} page ${index + 1}`;
        expect(page.raw, where).toBe(other.raw);
        expect(page.widthPt, where).toBeCloseTo(other.widthPt, 2);
        expect(page.heightPt, where).toBeCloseTo(other.heightPt, 2);
        expect(page.lines.map(({ first, count, vertical }) => ({ first, count, vertical })), where).toEqual(other.lines.map(({ first, count, vertical }) => ({ first, count, vertical })));
        // One assertion a page (vitest's expect costs far more than the comparisons): the largest difference.
        let largest = 0;
        page.lines.forEach((line, l) => line.bbox.forEach((value, i) => (largest = Math.max(largest, Math.abs(value - other.lines[l].bbox[i])))));
        const chars = page.offsets.length;
        for (let i = 0; i < chars; i++) largest = Math.max(largest, Math.abs(page.starts[i] - other.starts[i]), Math.abs(page.ends[i] - other.ends[i]));
        expect(largest, where).toBeLessThan(0.01);
        expect(Array.from(page.offsets), where).toEqual(Array.from(other.offsets.slice(0, chars)));
      });
    }
  });

  it("reads the pages of a range, and fails on output that is cut short or a page over the limit", async () => {
    const helper = (await stextHelper())!;
    const file = realFixturePath("libtasn1.pdf");
    const range = await helperPages(helper, file, "3-5");
    const all = await helperPages(helper, file);
    expect(range.map((page) => page.raw)).toEqual(all.slice(2, 5).map((page) => page.raw));
    expect((await helperPages(helper, file, "4")).map((page) => page.raw)).toEqual([all[3].raw]);

    const whole = await readFile(join(dir, "pages.bin"));
    await writeFile(join(dir, "cut.bin"), whole.subarray(0, whole.length - 10));
    await expect(readStextBinaryFile(join(dir, "cut.bin"), () => undefined, Number.MAX_SAFE_INTEGER, () => new Error("too long"))).rejects.toThrow(/cut short/);
    await expect(readStextBinaryFile(join(dir, "pages.bin"), () => undefined, 10, () => new Error("too long"))).rejects.toThrow("too long");
    await writeFile(join(dir, "junk.bin"), Buffer.from("not the helper's output at all, 32+ bytes long"));
    await expect(readStextBinaryFile(join(dir, "junk.bin"), () => undefined, Number.MAX_SAFE_INTEGER, () => new Error("too long"))).rejects.toThrow(/malformed/);
  });

  it("reads the same pages through a read buffer smaller than a page, which pages straddle and outgrow", async () => {
    const helper = (await stextHelper())!;
    const file = realFixturePath("shared-mime-info-spec.pdf");
    const whole = await helperPages(helper, file);
    const { size } = await stat(join(dir, "pages.bin"));
    expect(size, "the file is read in more than one buffer").toBeGreaterThan(4 * 1024);
    const small = await helperPages(helper, file, undefined, 4 * 1024);
    expect(small.length).toBe(whole.length);
    small.forEach((page, index) => {
      const other = whole[index];
      expect({ ...page, offsets: Array.from(page.offsets), starts: Array.from(page.starts), ends: Array.from(page.ends) }, `page ${index + 1}`).toEqual({
        ...other, offsets: Array.from(other.offsets), starts: Array.from(other.starts), ends: Array.from(other.ends),
      });
    });
  });

  it("fails on a damaged file with mupdf's error on standard error", async () => {
    const helper = (await stextHelper())!;
    await writeFile(join(dir, "broken.pdf"), "%PDF-1.4\nthis is not a PDF");
    await expect(run(helper, [join(dir, "broken.pdf"), join(dir, "broken.bin")])).rejects.toMatchObject({ stderr: expect.stringMatching(/error/) });
  });
});
