import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { extractPageTexts } from "./page-text.js";
import { mupdfRenderSource, type RenderSource } from "./render-source.js";

const step = { timeoutMs: 60_000 };

let dir: string;
let source: RenderSource;
const sharedTemp = () => source.env.TEMP;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-layout-accel-"));
  const work = join(dir, "work");
  await mkdir(work);
  await copyFile(realFixturePath(realFixtures.quickStartEpub), join(work, "source.epub"));
  source = await mupdfRenderSource(join(work, "source.epub"), ".epub", work);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("mupdf's layout accelerator of a book", () => {
  it("is published once by the first run, and runs at once only read copies of it: the shared file is never rewritten", async () => {
    const first = await extractPageTexts(source, 1, 3, step);
    const published = await readdir(sharedTemp());
    expect(published).toHaveLength(1);
    expect(published[0]).toMatch(/\.accel$/);
    const file = join(sharedTemp(), published[0]);
    const [before, bytes] = await Promise.all([stat(file), readFile(file)]);

    const texts = await Promise.all(Array.from({ length: 16 }, () => extractPageTexts(source, 1, 3, step)));

    expect(texts).toEqual(Array.from({ length: 16 }, () => first));
    const after = await stat(file);
    expect({ inode: after.ino, modified: after.mtimeMs }).toEqual({ inode: before.ino, modified: before.mtimeMs });
    expect(await readFile(file)).toEqual(bytes);
    expect(await readdir(sharedTemp())).toEqual(published);
  });

  it("counts as newer than the book, which is dated back (mupdf compares them to the second)", async () => {
    const [book, accelerator] = await Promise.all([stat(source.path), readdir(sharedTemp()).then(([name]) => stat(join(sharedTemp(), name)))]);
    expect(book.mtime.getUTCFullYear()).toBe(2000);
    expect(accelerator.mtimeMs).toBeGreaterThan(book.mtimeMs + 1000);
  });
});
