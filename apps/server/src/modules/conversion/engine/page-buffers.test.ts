import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPageBuffer, MAX_SPARE_BYTES, pageBuffer, reusePageBuffer, spareBufferBytes } from "./page-buffers.js";
import { writeSvgz } from "./svgz-file.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-page-buffers-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pageText = (index: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${`<text>${index}</text>`.repeat(8000)}</svg>\n`;

/** A page as the renderer reads it: its bytes in a page buffer. */
function readPage(text: string): Buffer {
  const bytes = pageBuffer(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

describe("page buffers", () => {
  it("get each written page's memory back from the page worker, so pages one after the other reuse one buffer", async () => {
    let spare = spareBufferBytes();
    for (let index = 0; index < 20; index++) {
      const page = readPage(pageText(index));
      const memory = page.buffer.byteLength;
      expect(isPageBuffer(page)).toBe(true);
      if (index > 0) expect(spareBufferBytes(), "read into the memory the previous page gave back").toBe(spare - memory);
      const taken = spareBufferBytes();
      await writeSvgz(page, join(dir, `${index}.svgz`));
      expect(page.byteLength, "moved to the worker").toBe(0);
      expect(spareBufferBytes(), "and back").toBe(taken + memory);
      spare = spareBufferBytes();
    }
    for (const index of [0, 7, 19]) expect(gunzipSync(await readFile(join(dir, `${index}.svgz`))).toString()).toBe(pageText(index));
  });

  it("hand out a buffer no other page uses, and keep at most MAX_SPARE_BYTES of spare ones", () => {
    const first = pageBuffer(100_000);
    const second = pageBuffer(100_000);
    expect(first.buffer).not.toBe(second.buffer);
    expect(isPageBuffer(Buffer.alloc(100_000))).toBe(false);
    for (let i = 0; i < 40; i++) reusePageBuffer(new ArrayBuffer(1024 * 1024));
    expect(spareBufferBytes()).toBeLessThanOrEqual(MAX_SPARE_BYTES);
    const spare = new ArrayBuffer(64 * 1024);
    const kept = spareBufferBytes();
    reusePageBuffer(spare);
    reusePageBuffer(spare);
    expect(spareBufferBytes() - kept, "the same memory is kept once").toBeLessThanOrEqual(spare.byteLength);
  });
});
