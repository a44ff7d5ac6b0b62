import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SvgNotWellFormedError, writeSvgz } from "./svgz-file.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-svgz-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const svgOf = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>\n`);

describe("writeSvgz", () => {
  it("writes a page that has its memory to itself, compressed, and moves it out of the caller's hands", async () => {
    const page = Buffer.concat([svgOf("<path d='M0 0H10'/>".repeat(2000))]);
    const expected = Buffer.from(page);
    await writeSvgz(page, join(dir, "own.svgz"));
    expect(gunzipSync(await readFile(join(dir, "own.svgz"))).equals(expected)).toBe(true);
    expect(page.byteLength).toBe(0);
  });

  it("copies a page that is a view into a larger buffer and leaves that buffer intact", async () => {
    const chunk = Buffer.concat([svgOf("<rect/>".repeat(1000)), svgOf("<circle/>".repeat(1000))]);
    const firstEnd = chunk.indexOf("</svg>\n") + "</svg>\n".length;
    const second = chunk.subarray(firstEnd);
    const copyOfChunk = Buffer.from(chunk);
    await writeSvgz(second, join(dir, "view.svgz"));
    expect(gunzipSync(await readFile(join(dir, "view.svgz"))).equals(copyOfChunk.subarray(firstEnd))).toBe(true);
    expect(chunk.equals(copyOfChunk)).toBe(true);
  });

  it("writes pages side by side and fails with the file system's error", async () => {
    const pages = Array.from({ length: 12 }, (_, index) => svgOf(`<text>${index}</text>`.repeat(500)));
    const texts = pages.map((page) => page.toString());
    await Promise.all(pages.map((page, index) => writeSvgz(page, join(dir, `many-${index}.svgz`))));
    for (const [index, text] of texts.entries()) expect(gunzipSync(await readFile(join(dir, `many-${index}.svgz`))).toString()).toBe(text);
    await expect(writeSvgz(svgOf("<g/>"), join(dir, "missing-folder", "page.svgz"))).rejects.toThrow(/ENOENT/);
  });

  it("strips mupdf's data-text attributes, so a page showing '<' is well-formed", async () => {
    const page = svgOf('<use data-text="<" xlink:href="#g"/><use data-text="&amp;" xlink:href="#g"/>'.repeat(3000));
    await writeSvgz(page, join(dir, "glyphs.svgz"));
    expect(gunzipSync(await readFile(join(dir, "glyphs.svgz"))).toString()).toBe(svgOf('<use xlink:href="#g"/>'.repeat(6000)).toString());
  });

  it("refuses a page that is not well-formed, whether it has its memory to itself or not, and writes nothing", async () => {
    const truncated = Buffer.concat([svgOf("<g>".repeat(5000))]);
    await expect(writeSvgz(truncated, join(dir, "truncated.svgz"))).rejects.toThrow(SvgNotWellFormedError);
    const small = svgOf('<g a="1" a="2"/>');
    const error = await writeSvgz(small, join(dir, "small.svgz")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SvgNotWellFormedError);
    expect((error as SvgNotWellFormedError).fault).toMatch(/^repeated attribute a at byte \d+$/);
    expect(existsSync(join(dir, "truncated.svgz")) || existsSync(join(dir, "small.svgz"))).toBe(false);
  });
});
