import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { md5, uploadFile } from "../../test/upload-helpers.js";

describe(`image uploads (${testDialect})`, () => {
  let t: TestServer;
  let member: { token: string; id: number };
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestServer();
    member = await t.registerMember();
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366ff" } }).png().toBuffer();
  });
  afterAll(() => t.close());

  it("scales a large avatar down to 512 pixels a side, keeping its proportions", async () => {
    const large = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#cc3366" } }).jpeg().toBuffer();
    const res = await uploadFile(t, member.token, { filename: "large.jpg", content: large }, { kind: "avatar" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = await t.app.inject({ method: "GET", url: res.body.data.path });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 512, height: 341 });
    expect(res.body.data).toMatchObject({ width: 512, height: 341 });
  });

  it("stores an avatar, makes it the user's avatar and serves it under /uploads with immutable caching", async () => {
    const res = await uploadFile(t, member.token, { filename: "me.png", content: png }, { kind: "avatar" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 200,
      message: "上传成功",
      data: { type: 1, type_id: member.id, width: 40, height: 30, ext: ".png", enable: true, user_id: member.id },
    });
    const path = res.body.data.path as string;
    expect(path).toMatch(/^\/uploads\/([0-9a-f]\/){5}[0-9a-f]{32}\.png$/);
    const user = await t.ctx.db.kysely.selectFrom("user").select("avatar").where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(user.avatar).toBe(path);
    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(md5(served.rawPayload)).toBe(res.body.data.hash);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
    const cached = await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it("refuses files that are not images of the claimed type, and other types", async () => {
    const fake = await uploadFile(t, member.token, { filename: "fake.png", content: Buffer.from("<svg onload=alert(1)>") }, { kind: "avatar" });
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ error: "文件不是有效的图片", message: "文件不是有效的图片", code: 400 });
    const svg = await uploadFile(t, member.token, { filename: "x.svg", content: Buffer.from("<svg/>") }, { kind: "avatar" });
    expect(svg.status).toBe(400);
  });

  it("lets only administrators upload banner, category and config images", async () => {
    for (const kind of ["banner", "category", "config"]) {
      const refused = await uploadFile(t, member.token, { filename: "b.png", content: png }, { kind });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(403);
    }
    const admin = await t.adminToken();
    const res = await uploadFile(t, admin, { filename: "banner.png", content: png }, { kind: "banner" });
    expect(res.status).toBe(200);
    expect(res.body.data.type).toBe(5);
  });

  it("serves nothing outside uploads", async () => {
    expect((await t.app.inject({ method: "GET", url: "/uploads/../wenku.db" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/uploads/a/missing.png" })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/uploads/%E0%A4%A.png" });
    expect([400, 404]).toContain(malformed.statusCode);
  });
});
