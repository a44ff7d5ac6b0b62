import net from "node:net";
import { apiRoutes, settingGroups } from "@wenku/contract";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

type Row = { id: number; category: string; name: string; value: string; input_type: string; options: string; options_list: unknown[]; min?: number; max?: number };

describe(`admin config (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const list = async (...category: string[]) => (await t.call(apiRoutes.setting.configList, { token: admin, query: { category } })).body.config as Row[];
  const put = (config: Array<{ category: string; name: string; value: unknown }>) => t.request("PUT", "/api/v1/config", { token: admin, body: { config } });
  const stored = (category: string, name: string) => t.ctx.settings.get(category, name);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("is for administrators only", async () => {
    expect((await t.call(apiRoutes.setting.configList)).status).toBe(401);
    const member = await memberToken(t, "config_member");
    const listed = await t.call(apiRoutes.setting.configList, { token: member });
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe("您没有权限访问【查询系统配置】");
    const saved = await t.call(apiRoutes.setting.configSave, { token: member, body: { config: [{ category: "system", name: "sitename", value: "x" }] } });
    expect(saved.status).toBe(403);
    expect(await stored("system", "sitename")).toBe("文库");
  });

  it("unlocks every /admin/config page through the list permission", async () => {
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("path", "=", "/api.v1.ConfigAPI/ListConfig").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(settingGroups.map((g) => `/admin/config/${g.category}`));
  });

  it("describes each field so the form can render it", async () => {
    const rows = await list("captcha");
    expect(rows.map((r) => r.name)).toEqual(["height", "width", "length", "type"]);
    const length = rows.find((r) => r.name === "length")!;
    expect(length).toMatchObject({ label: "长度", value: "5", input_type: "number", category: "captcha", sort: 3, min: 3, max: 8, id: 0 });
    const type = rows.find((r) => r.name === "type")!;
    expect(type.options).toBe("digit:数字\nstring:字符\nmath:算式");
    expect(type.options_list).toEqual([{ value: "digit", label: "数字" }, { value: "string", label: "字符" }, { value: "math", label: "算式" }]);
    const domain = (await list("system")).find((r) => r.name === "domain")!;
    expect(domain).toMatchObject({ help: expect.stringContaining("站点地图"), placeholder: expect.stringContaining("站点地图") });
  });

  it("writes options as value:label lines that split at ':' into exactly the values PUT accepts", async () => {
    for (const row of (await list()).filter((r) => r.options)) {
      const parsed = row.options.split("\n").map((line) => ({ value: line.split(":")[0], label: line.split(":")[1] }));
      expect(parsed, `${row.category}.${row.name}`).toEqual(row.options_list);
    }
    for (const group of settingGroups) {
      for (const option of group.fields.flatMap((f) => f.options ?? [])) expect(`${option.value}${option.label}`).not.toContain(":");
    }
  });

  it("answers every group when no category is named, and only the named ones otherwise", async () => {
    const all = await list();
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(settingGroups.map((g) => g.category)));
    const two = await list("email", "footer");
    expect(new Set(two.map((r) => r.category))).toEqual(new Set(["email", "footer"]));
  });

  it("masks secrets that are set and keeps them when sent back masked", async () => {
    expect((await list("email")).find((r) => r.name === "password")!.value).toBe("");
    expect((await put([{ category: "email", name: "password", value: "s3cret-smtp" }])).status).toBe(200);
    const listed = await t.request("GET", "/api/v1/config/list", { token: admin, query: { category: ["email", "pay"] } });
    expect(listed.raw).not.toContain("s3cret-smtp");
    expect(listed.body.config.find((r: Row) => r.name === "password").value).toBe("******");
    expect((await put([{ category: "email", name: "password", value: "******" }, { category: "email", name: "from_name", value: "站点" }])).status).toBe(200);
    expect(await stored("email", "password")).toBe("s3cret-smtp");
    expect(await stored("email", "from_name")).toBe("站点");
    await put([{ category: "email", name: "password", value: "rotated" }]);
    expect(await stored("email", "password")).toBe("rotated");
  });

  it("stores values in their normal form", async () => {
    const res = await put([
      { category: "captcha", name: "length", value: 6 },
      { category: "security", name: "is_close", value: false },
      { category: "security", name: "document_allowed_ext", value: ".pdf, .docx,.pdf" },
    ]);
    expect(res.status).toBe(200);
    expect(await stored("captcha", "length")).toBe("6");
    expect(await stored("security", "is_close")).toBe("false");
    expect(await stored("security", "document_allowed_ext")).toBe(".pdf,.docx");
    expect((await list("captcha")).find((r) => r.name === "length")!.id).toBeGreaterThan(0);
  });

  it.each([
    [[{ category: "nope", name: "x", value: "1" }], 400, "未知的配置分类：nope"],
    [[{ category: "system", name: "nope", value: "1" }], 400, "未知的配置项：基础配置（system）中没有 nope"],
    [[{ category: "email", name: "port", value: "abc" }], 400, "「SMTP 端口」必须是整数"],
    [[{ category: "captcha", name: "length", value: "9" }], 400, "「长度」不能大于 8"],
    [[{ category: "captcha", name: "length", value: "2" }], 400, "「长度」不能小于 3"],
    [[{ category: "captcha", name: "length", value: "4.5" }], 400, "「长度」必须是整数"],
    [[{ category: "captcha", name: "type", value: "audio" }], 400, "「类型」的值「audio」不在可选项中"],
    [[{ category: "security", name: "document_allowed_ext", value: ".pdf,.exe" }], 400, "「允许上传的文档类型」的值「.exe」不在可选项中"],
    [[{ category: "security", name: "is_close", value: "yes" }], 400, "「关闭网站」只能是 true 或 false"],
    [[{ category: "release", name: "tag_name", value: "v9" }], 403, "版本信息不允许修改"],
  ])("rejects %j and saves nothing", async (bad, status, message) => {
    const before = await stored("system", "title");
    const res = await put([{ category: "system", name: "title", value: "不应保存" }, ...bad]);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await stored("system", "title")).toBe(before);
    expect((await t.ctx.db.kysely.selectFrom("config").select("id").where("value", "=", "不应保存").execute()).length).toBe(0);
  });

  it("requires a non-empty list of entries", async () => {
    const res = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: [] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("请提交要修改的配置");
  });
});

describe(`email test mail on save (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const received: Array<{ to: string[]; data: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as net.AddressInfo).port;
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const emailConfig = (port: number, testEmail: string) => [
    { category: "email", name: "enable", value: "true" },
    { category: "email", name: "host", value: "127.0.0.1" },
    { category: "email", name: "port", value: String(port) },
    { category: "email", name: "is_tls", value: "false" },
    { category: "email", name: "username", value: "robot@example.com" },
    { category: "email", name: "test_email", value: testEmail },
  ];

  it("sends a test mail to test_email", async () => {
    const res = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: emailConfig(smtpPort, "checker@example.com") } });
    expect(res.status).toBe(200);
    expect(received.length).toBe(1);
    expect(received[0].to).toEqual(["checker@example.com"]);
  });

  it("sends nothing without a test address", async () => {
    const res = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: emailConfig(smtpPort, "") } });
    expect(res.status).toBe(200);
    expect(received.length).toBe(1);
  });

  it("answers 500 with the SMTP error when the mail cannot be sent", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: emailConfig(deadPort, "checker@example.com") } });
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/^邮件发送失败：.*ECONNREFUSED/);
  });
});
