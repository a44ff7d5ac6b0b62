import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeFixturePdf } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { pdfRenderSource } from "./render-source.js";
import { streamSvgRange } from "./render-svg.js";

// A machine whose inotify watches are used up: fs.watch throws, as Linux makes it (ENOSPC).
const refusedWatch = vi.hoisted(() =>
  vi.fn(() => {
    throw Object.assign(new Error("ENOSPC: System limit for number of file watchers reached"), { code: "ENOSPC" });
  }),
);
vi.mock("node:fs", async (importOriginal) => ({ ...(await importOriginal<typeof import("node:fs")>()), watch: refusedWatch }));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-render-svg-nowatch-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("streamSvgRange without a directory watcher", () => {
  it("still hands on every page, found by its periodic recheck", async () => {
    const pdf = join(dir, "pages.pdf");
    await writeFixturePdf(pdf, 12, (index) => ({ kind: "text", lines: [`Page ${index + 1}`] }));
    const source = await pdfRenderSource(pdf, join(dir, "work"));
    const numbers: number[] = [];
    await streamSvgRange(source, 1, 12, join(dir, "svg"), { timeoutMs: 60_000 }, (number) => {
      numbers.push(number);
      return Promise.resolve();
    });
    expect(refusedWatch).toHaveBeenCalled();
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
