import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSvgz } from "./svgz-file.js";

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
});
