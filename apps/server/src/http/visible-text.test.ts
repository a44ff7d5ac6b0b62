import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, insertDocument } from "../modules/documents/document-fixtures.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { makeTextPdf } from "../test/pdf-fixture.js";
import { uploadFile } from "../test/upload-helpers.js";

/** The invisible and direction-changing characters every name and title refuses (the second line: issue 44). */
const hidden = [
  "\u200b", "\u200f", "\u202e", "\u2060", "\u2066", "\ufeff", "\u0007", "\u0085",
  "\u061c", "\u034f", "\u180e", "\ufff9", "\u{e0020}", "\u{e0041}", "\u115f", "\u3164", "\u2028",
];

/**
 * Usernames and titles are stored as typed (NFC at most) and refused (400, in words) when they hide characters, on
 * every route that takes one; usernames that look like a taken one are refused.
 */
describe(`names and titles (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  let languageCodes = 0;
  const titled: Array<{ label: string; path: string; body: (title: string) => Record<string, unknown>; field: string }> = [
    { label: "分类名称", path: "/api/v1/category", body: (title) => ({ title, type: 0 }), field: "title" },
    { label: "导航名称", path: "/api/v1/navigation", body: (title) => ({ title }), field: "title" },
    { label: "友链名称", path: "/api/v1/friendlink", body: (title) => ({ title, link: "https://example.com" }), field: "title" },
    { label: "用户组名称", path: "/api/v1/group", body: (title) => ({ title }), field: "title" },
    { label: "语言名称", path: "/api/v1/language", body: (language) => ({ language, code: `xx-T${++languageCodes}` }), field: "language" },
  ];

  /** Full-width punctuation, emoji (with joiners and skin tones), CJK compatibility characters and mixed scripts. */
  const typedTitles = ["部署指南：从零到上线（第2版）！", "问答？对，好！📚👩\u200d💻👍🏽", "㈱ ㎡ ① ⼀ ﬁ Ⅻ ｶﾅ", "Ｔｉｔｌｅ Кот δοχ 컨테"];

  it("stores the titles of categories, navigation, friendly links, groups and languages as typed", async () => {
    for (const [i, route] of titled.entries()) {
      for (const typed of typedTitles) {
        const title = `${typed}${i}`;
        const res = await t.request("POST", route.path, { token: admin, body: route.body(`  ${title}\u3000 `) });
        expect(res.status, `${route.path} ${res.raw}`).toBe(200);
        expect(res.body[route.field], route.path).toBe(title);
      }
    }
    const categories = await t.ctx.db.kysely.selectFrom("category").select("title").execute();
    expect(categories.map((c) => c.title)).toContain("部署指南：从零到上线（第2版）！0");
  });

  it("refuses hidden characters in those titles with 400 and a message naming the field", async () => {
    for (const route of titled) {
      for (const c of hidden) {
        const res = await t.request("POST", route.path, { token: admin, body: route.body(`名${c}字`) });
        expect(res.status, `${route.path} ${JSON.stringify(c)}`).toBe(400);
        expect(res.body).toEqual({ error: `${route.label}不能包含不可见字符或控制字符`, code: 3, message: `${route.label}不能包含不可见字符或控制字符` });
      }
    }
  });

  it("applies the same rule to document titles, on creation and on change", async () => {
    const member = await createMember(t.ctx);
    const uploaded = await uploadFile(t, member.token, { filename: "a.pdf", content: makeTextPdf(["visible"]) });
    const create = (title: string) =>
      t.request("POST", "/api/v1/document", { token: member.token, body: { category_id: [], document: [{ title, attachment_id: uploaded.body.data.id, price: 0 }] } });
    const refused = await create("report\u202efdp.exe");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("文档标题不能包含不可见字符或控制字符");
    const created = await create("Ｒｅｐｏｒｔ ２０２６：年度报告（终版）📊");
    expect(created.status, created.raw).toBe(200);
    expect(created.body.document[0].title).toBe("Ｒｅｐｏｒｔ ２０２６：年度报告（终版）📊");
    // In review (6): the owner's edit applies at once (an edit of a published one would wait as a revision).
    const doc = await insertDocument(t.ctx, { userId: member.id, status: 6 });
    const change = (title: string) => t.request("PUT", "/api/v1/document", { token: member.token, body: { id: doc.id, title } });
    expect((await change("x\u200by")).status).toBe(400);
    expect((await change("ｎｅｗ：㈱ 豈")).status).toBe(200);
    const row = await t.ctx.db.kysely.selectFrom("document").select("title").where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(row.title).toBe("ｎｅｗ：㈱ 豈");
  });

  it("keeps usernames as typed, signs in by any look-alike spelling, and refuses names that look like a taken one", async () => {
    await t.setSettings([["security", "enable_captcha_register", "false"], ["security", "enable_captcha_login", "false"]]);
    const password = "member-pass-1";
    const register = (username: string, email: string) => t.request("POST", "/api/v1/user/register", { body: { username, password, email } });
    const registered = await register("ｆｕｌｌｗｉｄｔｈ＿user", "fw@example.com");
    expect(registered.status, registered.raw).toBe(200);
    expect(registered.body.user.username).toBe("ｆｕｌｌｗｉｄｔｈ＿user");
    for (const spelling of ["ｆｕｌｌｗｉｄｔｈ＿user", "fullwidth_user", "FULLWIDTH_USER"]) {
      const login = await t.request("POST", "/api/v1/user/login", { body: { username: spelling, password } });
      expect(login.status, spelling).toBe(200);
      expect(login.body.user.id).toBe(registered.body.user.id);
    }
    for (const lookalike of ["fullwidth_user", "FullWidth_User", "fu1iwidth_user", "fullwidth_u\u0455er"]) {
      expect(await register(lookalike, `${crypto.randomUUID()}@example.com`), lookalike).toMatchObject({ status: 409, body: { message: "用户名已存在" } });
    }
    const emoji = await register("读书人📚（一号）", "reader@example.com");
    expect(emoji.status, emoji.raw).toBe(200);
    expect(emoji.body.user.username).toBe("读书人📚（一号）");
    const renamed = await t.request("PUT", "/api/v1/user/profile", { token: emoji.body.token, body: { username: "ＦＵＬＬＷＩＤＴＨ_user" } });
    expect(renamed).toMatchObject({ status: 409, body: { message: "用户名已存在" } });
    const own = await t.request("PUT", "/api/v1/user/profile", { token: emoji.body.token, body: { username: "读书人📖（一号）" } });
    expect(own.status, own.raw).toBe(200);
    expect((await t.request("GET", "/api/v1/user", { token: emoji.body.token })).body.username).toBe("读书人📖（一号）");
    for (const c of hidden) {
      const res = await t.request("POST", "/api/v1/user/register", { body: { username: `adm${c}in`, password: "member-pass-1", email: "x@example.com" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^用户名不能包含(不可见字符或控制字符|空白字符)$/);
    }
  });
});

describe(`navigation links and colours (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) => t.request("POST", "/api/v1/navigation", { token: admin, body: { title: "链接", ...body } });

  it("accepts http(s) links, site paths and no link", async () => {
    for (const href of ["https://example.com/a?b=1", "HTTP://example.com", "/category/3", ""]) {
      const res = await create({ href });
      expect(res.status, `${href} ${res.raw}`).toBe(200);
      expect(res.body.href).toBe(href);
    }
  });

  it("refuses script, data and protocol-relative links however they are disguised, on creation and on change", async () => {
    const bad = ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " \tjavascript:alert(1)", "java\nscript:alert(1)", "\u0000javascript:x", "data:text/html,x", "vbscript:x", "//evil.example", "/\\evil.example", "relative"];
    const existing = await create({ href: "/" });
    for (const href of bad) {
      const created = await create({ href });
      expect(created.status, JSON.stringify(href)).toBe(400);
      expect(created.body.message).toMatch(/^(链接地址只能是以 http:\/\/ 或 https:\/\/ 开头的网址，或以 \/ 开头的站内地址|请求参数不能包含空字符（\\u0000）)$/);
      const changed = await t.request("PUT", "/api/v1/navigation", { token: admin, body: { id: existing.body.id, href } });
      expect(changed.status).toBe(400);
    }
    const row = await t.ctx.db.kysely.selectFrom("navigation").select("href").where("id", "=", existing.body.id).executeTakeFirstOrThrow();
    expect(row.href).toBe("/");
  });

  it("accepts CSS colours and refuses anything else, for navigation and groups", async () => {
    for (const color of ["#f00", "#ff0000", "#ff000080", "rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "hsl(120, 50%, 50%)", "teal", ""]) {
      expect((await create({ color })).status, color).toBe(200);
      expect((await t.request("POST", "/api/v1/group", { token: admin, body: { title: `组${Math.random().toString(36).slice(2, 8)}`, color } })).status, color).toBe(200);
    }
    for (const color of ["red;background:url(https://evil.example)", "url(x)", "#12345", "expression(alert(1))", "notacolour"]) {
      const nav = await create({ color });
      expect(nav.status, color).toBe(400);
      expect(nav.body.message).toBe("颜色格式不正确");
      const group = await t.request("POST", "/api/v1/group", { token: admin, body: { title: "颜色组", color } });
      expect(group.status, color).toBe(400);
    }
  });
});
