import { apiRoutes } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { uploadFile } from "../../test/upload-helpers.js";

type Entry = { category: string; name: string; value: string };

describe(`settings that point somewhere are checked when saved (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const put = (...config: Entry[]) => t.call(apiRoutes.setting.configSave, { token: admin, body: { config } });
  const stored = (category: string, name: string) => t.ctx.settings.get(category, name);

  /** A refused save: 400 in the error format, the message naming the setting, and nothing of the request stored. */
  async function expectRefused(bad: Entry, message: string) {
    const before = { bad: await stored(bad.category, bad.name), sitename: await stored("system", "sitename") };
    const res = await put({ category: "system", name: "sitename", value: "不应保存的站名" }, bad);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(Number), message: expect.stringContaining(message) });
    expect(await stored(bad.category, bad.name)).toBe(before.bad);
    expect(await stored("system", "sitename")).toBe(before.sitename);
  }

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("refuses an image setting naming an uploaded file that does not exist", async () => {
    await expectRefused(
      { category: "system", name: "watermark", value: "/uploads/0/0/0/0/0/00000000000000000000000000000000.png" },
      "「水印图片」引用的图片不存在",
    );
  });

  it("refuses an image setting that is neither an uploaded file nor an http(s) URL", async () => {
    for (const value of ["javascript:alert(1)", "ftp://example.com/logo.png", "/etc/passwd", "../uploads/a.png", "logo.png"]) {
      await expectRefused({ category: "system", name: "logo", value }, "「网站Logo」必须是上传的图片");
    }
  });

  it("accepts an uploaded image, an http(s) image URL or nothing", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } }).png().toBuffer();
    const uploaded = await uploadFile(t, admin, { filename: "logo.png", content: png }, { kind: "config" });
    expect(uploaded.status).toBe(200);
    for (const value of [uploaded.body.data.path as string, "https://cdn.example.com/logo.png", ""]) {
      expect((await put({ category: "display", name: "wechat_qrcode", value })).status).toBe(200);
      expect(await stored("display", "wechat_qrcode")).toBe(value);
    }
  });

  it("refuses a site address that is not an http(s) URL", async () => {
    for (const value of ["wenku.example.com", "javascript:alert(1)", "//wenku.example.com"]) {
      await expectRefused({ category: "system", name: "domain", value }, "「网站域名」必须是以 http:// 或 https:// 开头的网址");
    }
    expect((await put({ category: "system", name: "domain", value: " https://wenku.example.com " })).status).toBe(200);
    expect(await stored("system", "domain")).toBe("https://wenku.example.com");
  });

  it("refuses a link that is neither an http(s) URL nor a path on this site", async () => {
    await expectRefused({ category: "footer", name: "about", value: "javascript:alert(1)" }, "「关于我们」必须是以 http:// 或 https:// 开头的网址，或以 / 开头的站内地址");
    await expectRefused({ category: "display", name: "contact_link", value: "data:text/html,hi" }, "「联系链接」");
    expect((await put({ category: "footer", name: "about", value: "/article/about-us" }, { category: "display", name: "contact_link", value: "https://example.com/contact" })).status).toBe(200);
    expect(await stored("footer", "about")).toBe("/article/about-us");
  });
});
