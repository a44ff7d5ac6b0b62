import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeAnimatedGif, makeBmp, makeClaimingPng, makeIco, makeJpegWithExif } from "../../test/image-fixtures.js";
import { md5, uploadFile } from "../../test/upload-helpers.js";

/** Uploaded images are decoded and written again: what is served is pixels the server produced, never the bytes sent. */
describe(`image uploads are re-encoded (${testDialect})`, () => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await createTestServer();
    token = (await t.registerMember()).token;
  });
  afterAll(() => t.close());

  async function uploadAndFetch(filename: string, content: Buffer) {
    const res = await uploadFile(t, token, { filename, content }, { kind: "avatar" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = await t.app.inject({ method: "GET", url: res.body.data.path });
    expect(served.statusCode).toBe(200);
    expect(md5(served.rawPayload)).toBe(res.body.data.hash);
    return { data: res.body.data, bytes: served.rawPayload, headers: served.headers };
  }

  const refusal = async (filename: string, content: Buffer) => (await uploadFile(t, token, { filename, content }, { kind: "avatar" })).body;

  it("strips EXIF and other metadata from a JPEG, applying its orientation first", async () => {
    const jpeg = await makeJpegWithExif();
    const { data, bytes } = await uploadAndFetch("photo.jpg", jpeg);
    expect(bytes.includes("SecretCam")).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 10, height: 20 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(data).toMatchObject({ ext: ".jpg", width: 10, height: 20 });
  });

  it("keeps a GIF's animation and transparency", async () => {
    const { data, bytes } = await uploadAndFetch("moving.gif", await makeAnimatedGif(12, 9, 3));
    const meta = await sharp(bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: "gif", pages: 3, pageHeight: 9, width: 12, hasAlpha: true });
    expect(data).toMatchObject({ ext: ".gif", width: 12, height: 9 });
  });

  it("keeps an animated WebP animated and a PNG transparent", async () => {
    const webp = await sharp(await makeAnimatedGif(8, 6, 2), { animated: true }).webp().toBuffer();
    const animated = await uploadAndFetch("moving.webp", webp);
    expect(await sharp(animated.bytes, { animated: true }).metadata()).toMatchObject({ format: "webp", pages: 2, pageHeight: 6 });
    const png = await sharp({ create: { width: 5, height: 5, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.25 } } }).png().toBuffer();
    const transparent = await uploadAndFetch("clear.png", png);
    const { data: pixels } = await sharp(transparent.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(pixels[3]).toBe(64);
  });

  it("turns a BMP, and the largest image of an ICO, into PNG", async () => {
    const bmp = await uploadAndFetch("old.bmp", makeBmp(7, 5, (x) => [x * 30, 0, 0, 255]));
    expect(bmp.data).toMatchObject({ ext: ".png", width: 7, height: 5, name: "old.png" });
    expect(bmp.data.path).toMatch(/\.png$/);
    expect(bmp.headers["content-type"]).toBe("image/png");
    const { data: pixels } = await sharp(bmp.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...pixels.subarray(0, 3)]).toEqual([0, 0, 0]);
    const small = await sharp({ create: { width: 16, height: 16, channels: 4, background: "#ff0000" } }).png().toBuffer();
    const large = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#00ff00" } }).png().toBuffer();
    const ico = await uploadAndFetch("favicon.ico", await makeIco([small, large]));
    expect(ico.data).toMatchObject({ ext: ".png", width: 32, height: 32 });
  });

  it("refuses files that do not decode as the type they claim, SVG under any name included", async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#123456" } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const notImages: Array<[string, Buffer]> = [
      ["truncated.png", png.subarray(0, png.length - 30)],
      ["truncated.jpg", jpeg.subarray(0, 200)],
      ["png-named.jpg", png],
      ["svg.png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>')],
      ["html.gif", Buffer.from("GIF89a<script>alert(1)</script>")],
      ["broken.bmp", makeBmp(4, 4, () => [0, 0, 0, 255]).subarray(0, 70)],
      ["text.ico", Buffer.from("not an icon at all")],
      ["huge.png", makeClaimingPng(20_000, 20_000)],
    ];
    for (const [filename, content] of notImages) {
      expect(await refusal(filename, content), filename).toEqual({ error: "文件不是有效的图片", message: "文件不是有效的图片", code: 400 });
    }
    const svg = await uploadFile(t, token, { filename: "x.svg", content: Buffer.from("<svg/>") }, { kind: "avatar" });
    expect(svg.status).toBe(400);
    expect(svg.body.message).toMatch(/不支持的图片格式/);
  });

  it("refuses a BMP that claims more pixels than any upload may have, without decoding it", async () => {
    const header = makeBmp(1, 1, () => [0, 0, 0, 255]);
    header.writeInt32LE(100_000, 18);
    header.writeInt32LE(100_000, 22);
    expect((await refusal("bomb.bmp", header)).message).toBe("文件不是有效的图片");
  });

  it("honours the blacklist for an image marked illegal, though the stored bytes differ from the uploaded ones", async () => {
    const png = await sharp({ create: { width: 6, height: 6, channels: 3, background: "#abcdef" } }).png().toBuffer();
    const { data } = await uploadAndFetch("banned.png", png);
    expect(data.hash).not.toBe(md5(png));
    await t.ctx.db.kysely.updateTable("attachment").set({ enable: 0 }).where("id", "=", data.id).execute();
    expect((await refusal("again.png", png)).message).toBe("文件已被标记为非法文件，禁止上传");
  });

  it("serves the stored image with a script-free content policy", async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: "#000" } }).png().toBuffer();
    const { headers } = await uploadAndFetch("policy.png", png);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toMatch(/default-src 'none'.*sandbox/);
  });
});
