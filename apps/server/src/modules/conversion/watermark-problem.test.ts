import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument, uploadFile, waitFor } from "../../test/upload-helpers.js";
import { pageKey } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";

const MISSING_IMAGE = "/uploads/0/0/0/0/0/00000000000000000000000000000000.png";

describe(`a watermark setting that does not work never fails a conversion (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let pdfCount = 0;

  /** Uploads a fresh one-page PDF and waits until it is converted or failed; its page 1 SVG when converted. */
  async function convertOnePage(): Promise<{ status: number; convertError: string; svg: string }> {
    const content = makeTextPdf([`Watermark test page number ${++pdfCount}`]);
    const { id, hash } = await uploadDocument(t, admin, { filename: `水印测试${pdfCount}.pdf`, content });
    const doc = await waitFor(async () => {
      const row = await t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return row.status === 2 || row.status === 3 ? row : undefined;
    }, 90_000);
    const file = path.join(t.dataDir, "storage", pageKey(hash, 1, "svgz"));
    const svg = doc.status === 2 ? zlib.gunzipSync(fs.readFileSync(file)).toString() : "";
    return { status: doc.status, convertError: doc.convert_error, svg };
  }

  const problems = async (token = admin) => (await t.request("GET", "/api/v1/stats", { token })).body.setting_problems;

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    // The site's address set, so the dashboard lists only the watermark's problems.
    await t.setSettings([["system", "domain", "https://wenku.example.com"]]);
  });
  afterAll(() => t.close());

  it("converts without the watermark when its image is gone, and the dashboard shows why", async () => {
    // Saved before the file disappeared: the settings store takes it as it is.
    await t.setSettings([
      ["system", "watermark", MISSING_IMAGE],
      ["system", "enable_watermark", "true"],
    ]);
    const converted = await convertOnePage();
    expect(converted).toMatchObject({ status: 2, convertError: "" });
    expect(converted.svg).not.toContain("wenku-watermark");
    expect(await problems()).toEqual([
      expect.objectContaining({ category: "system", name: "watermark", label: "水印图片", value: MISSING_IMAGE, message: expect.stringContaining("水印图片不存在") }),
    ]);
    const member = await t.registerMember();
    expect(await problems(member.token)).toBeUndefined();
  });

  it("converts without the watermark when its file is not an image", async () => {
    const notAnImage = "/uploads/1/1/1/1/1/11111111111111111111111111111111.png";
    await storageFor(t.ctx).putBuffer(notAnImage.slice(1), Buffer.from("this is not a picture"));
    const saved = await t.request("PUT", "/api/v1/config", { token: admin, body: { config: [{ category: "system", name: "watermark", value: notAnImage }] } });
    expect(saved.status).toBe(200);
    expect(await problems()).toEqual([]);
    const converted = await convertOnePage();
    expect(converted).toMatchObject({ status: 2, convertError: "" });
    expect(converted.svg).not.toContain("<image href=");
    expect(await problems()).toEqual([expect.objectContaining({ name: "watermark", value: notAnImage, message: expect.stringContaining("水印图片无法读取") })]);
  });

  it("clears the problem once a working watermark is saved, and burns it in again", async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 4, background: "#ff0000" } }).png().toBuffer();
    const uploaded = await uploadFile(t, admin, { filename: "watermark.png", content: logo }, { kind: "config" });
    expect(uploaded.status).toBe(200);
    const saved = await t.request("PUT", "/api/v1/config", {
      token: admin,
      body: { config: [{ category: "system", name: "watermark", value: uploaded.body.data.path }] },
    });
    expect(saved.status).toBe(200);
    expect(await problems()).toEqual([]);
    const converted = await convertOnePage();
    expect(converted.status).toBe(2);
    expect(converted.svg).toContain('id="wenku-watermark"');
    expect(converted.svg).toContain("data:image/png;base64,");
    expect(await problems()).toEqual([]);
  });
});
