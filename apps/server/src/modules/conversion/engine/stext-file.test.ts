import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realFixturePath, realFixtures } from "../../../test/real-fixtures.js";
import { pdfRenderSource, type RenderSource } from "./render-source.js";
import { drawStextThroughFile, maxXmlBytes } from "./stext-file.js";
import { ConversionError } from "./types.js";

const step = { timeoutMs: 120_000 };
let dir: string;
let source: RenderSource;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-stext-file-"));
  source = await pdfRenderSource(realFixturePath(realFixtures.libtasn1Pdf), dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const leftovers = async () => (await readdir(source.env.TEMP)).filter((name) => name.startsWith("stext-"));

describe("the stext pass through a file", () => {
  it("hands over mupdf's whole XML in chunks and removes the file", async () => {
    const chunks: Buffer[] = [];
    await drawStextThroughFile(source, "1-36", step, (chunk) => chunks.push(chunk));
    const xml = Buffer.concat(chunks).toString("utf8");
    expect(xml.startsWith('<?xml version="1.0"?>')).toBe(true);
    expect(xml.match(/<page /g)).toHaveLength(36);
    expect(xml.trimEnd().endsWith("</document>")).toBe(true);
    expect(await leftovers()).toEqual([]);
  });

  it("fails for good, and leaves no file, when the XML passes its limit", async () => {
    const error = await drawStextThroughFile(source, "1-36", step, () => undefined, 1024 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as ConversionError).retryable).toBe(false);
    expect((error as ConversionError).message).toContain("mutool 输出过大");
    expect(await leftovers()).toEqual([]);
  });

  it("allows 4 MiB of XML a page (at least 256 MiB a pass), 2 GiB for a whole book", () => {
    expect(maxXmlBytes("1-200")).toBe(800 * 1024 * 1024);
    expect(maxXmlBytes("7")).toBe(256 * 1024 * 1024);
    expect(maxXmlBytes(undefined)).toBe(2 * 1024 * 1024 * 1024);
  });
});
