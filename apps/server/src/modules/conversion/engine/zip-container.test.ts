import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDocx, writeEpub, writeXlsx } from "../../../../../../bench/convert-engine-fixtures/index.js";
import { buildZip, packBuffer } from "../../../test/deflated-zip.js";
import { BOMB_ENTRY, zipBombDocx } from "../../../test/zip-bomb.js";
import { ConversionError } from "./types.js";
import { checkZipContainer, DEFAULT_UNPACK_LIMITS } from "./zip-container.js";

const MB = 1024 * 1024;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "wenku-zip-container-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function refusal(path: string, limits = DEFAULT_UNPACK_LIMITS): Promise<ConversionError> {
  const error = await checkZipContainer(path, limits).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConversionError);
  expect((error as ConversionError).retryable).toBe(false);
  return error as ConversionError;
}

describe("checkZipContainer", () => {
  it("lets real office files and e-books through and tells their unpacked size", async () => {
    const docx = join(dir, "real.docx");
    await writeDocx(docx, [["第一页 page one"], ["第二页 page two"]]);
    const xlsx = join(dir, "real.xlsx");
    await writeXlsx(xlsx, [{ name: "表", rows: Array.from({ length: 2000 }, (_, i) => [`行 ${i}`, i]) }]);
    const epub = join(dir, "real.epub");
    await writeEpub(epub, "书", [{ title: "第一章", paragraphs: ["正文 text"] }]);
    for (const path of [docx, xlsx, epub]) {
      const checked = await checkZipContainer(path, DEFAULT_UNPACK_LIMITS);
      expect(checked?.unpackedBytes).toBeGreaterThan(1000);
    }
  });

  it("leaves files that are not ZIP containers alone", async () => {
    expect(await checkZipContainer(await file("plain.pdf", Buffer.from("%PDF-1.4\n")), DEFAULT_UNPACK_LIMITS)).toBeUndefined();
  });

  it("refuses a small DOCX whose one part inflates to 400 MB, from its directory alone", async () => {
    const bomb = await zipBombDocx(400 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const error = await refusal(await file("bomb.docx", bomb));
    expect(error.message).toContain("文档解压后过大，可能是压缩炸弹");
    expect(error.message).toContain(BOMB_ENTRY);
    expect(error.message).toContain("400.0 MB");
  });

  it("catches a part that inflates beyond the size its headers declare", async () => {
    const error = await refusal(await file("liar.docx", await zipBombDocx(64 * MB, 1 * MB)));
    expect(error.message).toContain("可能是压缩炸弹");
    expect(error.message).toContain("超过声明的 1.0 MB");
  });

  it("refuses too much unpacked content in total and too many entries", async () => {
    const parts = Array.from({ length: 30 }, (_, i) => packBuffer(`part${i}.xml`, Buffer.alloc(MB, `${i}`)));
    const path = await file("many.docx", buildZip(parts));
    expect((await refusal(path, { ...DEFAULT_UNPACK_LIMITS, maxUnpackedBytes: 16 * MB })).message).toContain("解压后超过 16.0 MB");
    expect((await refusal(path, { ...DEFAULT_UNPACK_LIMITS, maxEntries: 20 })).message).toContain("包含 30 个文件，超过上限 20 个");
    expect((await checkZipContainer(path, DEFAULT_UNPACK_LIMITS))?.unpackedBytes).toBe(30 * MB);
  });

  it("reports a ZIP whose directory cannot be read as damaged", async () => {
    const error = await refusal(await file("broken.docx", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(200, 7)])));
    expect(error.message).toContain("文件已损坏");
  });
});
