import { apiRoutes } from "@wenku/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { uploadFile } from "../../test/upload-helpers.js";
import { maxImageBytes } from "../upload/upload-limits.js";
import { createSsrServices } from "../../web/ssr-services.js";

/** A group holding exactly the given permission rows (GRPC paths), with one new member in it. */
async function memberWithPermissions(t: TestServer, rpcPaths: string[]): Promise<string> {
  const db = t.ctx.db.kysely;
  const now = nowIso();
  const group = await db.insertInto("groups").values({ title: `banner-editors-${Math.random()}`, created_at: now, updated_at: now }).returning("id").executeTakeFirstOrThrow();
  const rows = await db.selectFrom("permission").select("id").where("path", "in", rpcPaths).execute();
  expect(rows).toHaveLength(rpcPaths.length);
  await db.insertInto("group_permission").values(rows.map((r) => ({ group_id: Number(group.id), permission_id: Number(r.id) }))).execute();
  const member = await t.registerMember();
  await db.insertInto("user_group").values({ user_id: member.id, group_id: Number(group.id) }).execute();
  return member.token;
}

describe(`banners (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let image: string;
  const ids: Record<string, number> = {};
  const count = async () => Number((await t.ctx.db.kysely.selectFrom("banner").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/banner", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as { id: number };
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#226699" } }).png().toBuffer();
    const uploaded = await uploadFile(t, admin, { filename: "slide.png", content: png }, { kind: "banner" });
    expect(uploaded.status).toBe(200);
    image = uploaded.body.data.path;
    ids.web = (await create({ title: "首页大图", path: image, url: "/document", sort: 5, description: "秋季" })).id;
    ids.top = (await create({ title: "置顶", path: "https://img.example.com/top.jpg", url: "https://example.com/x", sort: 9 })).id;
    ids.off = (await create({ title: "停用", path: image, enable: false })).id;
    ids.app = (await create({ title: "应用", path: image, type: 2 })).id;
  });
  afterAll(() => t.close());

  it("stores the upload re-encoded as a banner attachment", async () => {
    const row = await t.ctx.db.kysely.selectFrom("attachment").select(["type", "ext", "width"]).where("path", "=", image).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 5, ext: ".png", width: 120 });
  });

  it("refuses banner uploads of another type, not decoding, or over the size limit, leaving no attachment", async () => {
    const before = await t.ctx.db.kysely.selectFrom("attachment").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const svg = await uploadFile(t, admin, { filename: "x.svg", content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }, { kind: "banner" });
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe("不支持的图片格式，仅支持 .jpg .jpeg .png .gif .ico .bmp .webp");
    const text = await uploadFile(t, admin, { filename: "x.png", content: Buffer.from("not a png at all") }, { kind: "banner" });
    expect(text.body).toEqual({ error: "文件不是有效的图片", message: "文件不是有效的图片", code: 400 });
    const huge = await uploadFile(t, admin, { filename: "big.png", content: Buffer.alloc(maxImageBytes + 1024, 7) }, { kind: "banner" });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("图片大小超出限制，最大 10 MB");
    const after = await t.ctx.db.kysely.selectFrom("attachment").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("lists enabled banners of a type to strangers with the public fields only, sort desc", async () => {
    const res = await t.request("GET", "/api/v1/banner/list", { query: { type: 0, enable: false, wd: "停用", field: ["id", "description"] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      banner: [
        { id: ids.top, title: "置顶", path: "https://img.example.com/top.jpg", url: "https://example.com/x" },
        { id: ids.web, title: "首页大图", path: image, url: "/document" },
      ],
    });
    const app = await t.request("GET", "/api/v1/banner/list", { query: { type: 2 } });
    expect(app.body.banner.map((b: { id: number }) => b.id)).toEqual([ids.app]);
  });

  it("gives administrators every banner with filters and fields", async () => {
    const all = await t.call(apiRoutes.banner.list, { token: admin });
    expect(all.body.total).toBe(4);
    expect(all.body.banner[0]).toMatchObject({ id: ids.top, sort: 9, enable: true, type: 0, description: "", created_at: expect.any(String) });
    const off = await t.request("GET", "/api/v1/banner/list", { token: admin, query: { enable: false } });
    expect(off.body.banner.map((b: { id: number }) => b.id)).toEqual([ids.off]);
    const wd = await t.call(apiRoutes.banner.list, { token: admin, query: { wd: "秋季", field: ["id", "title"] } });
    expect(wd.body).toEqual({ total: 1, banner: [{ id: ids.web, title: "首页大图" }] });
    const paged = await t.call(apiRoutes.banner.list, { token: admin, query: { page: 2, size: 3 } });
    expect(paged.body.banner).toHaveLength(1);
    expect((await t.call(apiRoutes.banner.get, { token: admin, query: { id: ids.off } })).body).toMatchObject({ title: "停用", enable: false });
  });

  it("is managed only with the permissions", async () => {
    expect((await t.call(apiRoutes.banner.create, { body: { title: "x", path: image } })).status).toBe(401);
    const member = await t.registerMember();
    const refused = await t.call(apiRoutes.banner.update, { token: member.token, body: { id: ids.web, title: "x" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("您没有权限访问【修改轮播图】");
    expect((await t.call(apiRoutes.banner.get, { token: member.token, query: { id: ids.web } })).status).toBe(403);
    expect((await uploadFile(t, member.token, { filename: "b.png", content: Buffer.from("x") }, { kind: "banner" })).status).toBe(403);

    const editor = await memberWithPermissions(t, ["/api.v1.BannerAPI/UpdateBanner", "/api.v1.BannerAPI/ListBanner"]);
    expect((await t.call(apiRoutes.banner.update, { token: editor, body: { id: ids.web, sort: 6 } })).status).toBe(200);
    expect((await t.request("DELETE", "/api/v1/banner", { token: editor, query: { id: ids.web } })).status).toBe(403);
    expect((await t.request("GET", "/api/v1/banner/list", { token: editor, query: { enable: false } })).body.total).toBe(1);
    const pages = await t.call(apiRoutes.permission.mine, { token: editor });
    expect(pages.body.permission.flatMap((p: { pages: string[] }) => p.pages)).toEqual(["/admin/banner"]);
    expect(await count()).toBe(4);
  });

  it.each([
    [{ path: "/uploads/a/b/c/d/e/x.png" }, "请输入轮播图名称"],
    [{ title: "x", path: undefined }, "请上传轮播图图片"],
    [{ title: "x", path: "javascript:alert(1)" }, "轮播图图片必须是上传的图片，或以 http:// 或 https:// 开头的图片网址"],
    [{ title: "x", path: "/etc/passwd" }, "轮播图图片必须是上传的图片，或以 http:// 或 https:// 开头的图片网址"],
    [{ title: "x", path: "/uploads/0/0/0/0/0/00000000000000000000000000000000.png" }, "请上传轮播图图片（图片不存在：/uploads/0/0/0/0/0/00000000000000000000000000000000.png）"],
    [{ title: "x", url: "javascript:alert(1)" }, "链接地址只能是以 http:// 或 https:// 开头的网址，或以 / 开头的站内地址"],
    [{ title: "x", type: 7 }, "轮播图类型无效"],
    [{ title: "x", enable: "yes" }, "是否启用必须是 true 或 false"],
    [{ title: "a\u202Eb" }, "轮播图名称不能包含不可见字符或控制字符"],
  ])("refuses %j and creates nothing", async (body, message) => {
    const before = await count();
    const res = await t.request("POST", "/api/v1/banner", { token: admin, body: { path: image, ...body } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it("updates the given fields, keeps the others; 404 for an unknown id", async () => {
    expect((await t.request("PUT", "/api/v1/banner", { token: admin, body: { id: ids.app, type: "1", url: "", enable: false } })).status).toBe(200);
    const read = await t.call(apiRoutes.banner.get, { token: admin, query: { id: ids.app } });
    expect(read.body).toMatchObject({ title: "应用", path: image, type: 1, url: "", enable: false });
    const bad = await t.call(apiRoutes.banner.update, { token: admin, body: { id: ids.app, path: "data:image/png;base64,AAAA" } });
    expect(bad.status).toBe(400);
    expect((await t.call(apiRoutes.banner.get, { token: admin, query: { id: ids.app } })).body.path).toBe(image);
    expect((await t.call(apiRoutes.banner.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
    expect((await t.call(apiRoutes.banner.get, { token: admin, query: { id: 987654 } })).body.message).toBe("轮播图不存在");
  });

  it("gives server renders the enabled website banners", async () => {
    const banners = await createSsrServices(t.ctx, {}).banners();
    expect(banners).toEqual([
      { id: ids.top, title: "置顶", path: "https://img.example.com/top.jpg", url: "https://example.com/x" },
      { id: ids.web, title: "首页大图", path: image, url: "/document" },
    ]);
  });

  it("deletes banners", async () => {
    expect((await t.call(apiRoutes.banner.remove, { token: admin, query: { id: [ids.off, ids.app] } })).status).toBe(200);
    expect((await t.request("GET", "/api/v1/banner/list", { token: admin })).body.banner.map((b: { id: number }) => b.id)).toEqual([ids.top, ids.web]);
  });
});
