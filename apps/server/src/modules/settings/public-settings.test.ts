import { apiRoutes, findSettingGroup, publicSettingsSchema, publishedSettingGroups } from "@wenku/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

/** Published keys no setting holds: fixed for the established client (api-contract), or derived (mail can be sent). */
const notStored: Record<string, string[]> = {
  system: ["show_exchange"],
  display: ["show_register_user_count", "show_document_count", "home_version"],
  payment: ["official_account_appid"],
  search: ["fold"],
  security: ["find_password_by_email"],
};

describe(`public settings (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("publishes exactly the keys marked public, for every published group", () => {
    for (const [key, category] of Object.entries(publishedSettingGroups)) {
      const group = findSettingGroup(category)!;
      const expected = group.fields.filter((f) => f.public).map((f) => f.name);
      // The credit currency's one name (score.credit_name) is published in both.
      if (key === "system" || key === "payment") expected.push("credit_name");
      expected.push(...(notStored[key] ?? []));
      const shape = publicSettingsSchema.shape[key as keyof typeof publishedSettingGroups].shape;
      expect(Object.keys(shape).sort(), key).toEqual(expected.sort());
    }
  });

  it("keeps the keys nothing reads at their fixed values, whatever an older version stored", async () => {
    const now = new Date().toISOString();
    const stale = [["system", "show_exchange", "true"], ["pay", "official_account_appid", "wx123"], ["display", "home_version", "v2"], ["search", "fold", "false"]];
    for (const [category, name, value] of stale) {
      await t.ctx.db.kysely.insertInto("config").values({ category, name, value, created_at: now, updated_at: now }).execute();
    }
    t.ctx.settings.invalidate();
    const s = (await t.call(apiRoutes.setting.public)).body;
    expect([s.system.show_exchange, s.payment.official_account_appid, s.display.home_version, s.search.fold]).toEqual([false, "", "v1", true]);
    const listed = (await t.call(apiRoutes.setting.configList, { token: await t.adminToken() })).body.config as Array<{ category: string; name: string }>;
    expect(listed.filter((row) => stale.some(([category, name]) => row.category === category && row.name === name))).toEqual([]);
  });

  it("says whether a forgotten password can be reset by mail: the mail service on, an SMTP server and the site address set", async () => {
    const reset = async () => (await t.call(apiRoutes.setting.public)).body.security.find_password_by_email;
    expect(await reset()).toBe(false);
    await t.setSettings([["email", "enable", "true"], ["email", "host", "smtp.example.com"]]);
    expect(await reset()).toBe(false);
    await t.setSettings([["system", "domain", "https://wenku.example.com"], ["email", "enable", "false"], ["email", "host", ""]]);
    expect(await reset()).toBe(false);
    await t.setSettings([["email", "enable", "true"]]);
    expect(await reset()).toBe(false);
    await t.setSettings([["email", "host", "smtp.example.com"]]);
    expect(await reset()).toBe(true);
    await t.setSettings([["email", "enable", "false"]]);
    expect(await reset()).toBe(false);
    await t.setSettings([["email", "host", ""], ["system", "domain", ""]]);
  });

  it("never marks a secret public", () => {
    for (const category of Object.values(publishedSettingGroups)) {
      for (const def of findSettingGroup(category)!.fields) expect(def.public && def.secret, `${category}.${def.name}`).toBeFalsy();
    }
  });

  it("answers anonymous callers with typed values and the defaults", async () => {
    const res = await t.call(apiRoutes.setting.public);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(Object.keys(s).sort()).toEqual(["display", "download", "footer", "language", "llm", "payment", "search", "security", "system", "vip"]);
    expect(s.system.sitename).toBe("文库");
    expect(s.system.credit_name).toBe("魔豆");
    expect(s.system.copyright_start_year).toBe(new Date().getFullYear());
    expect(s.system.credit_exchange).toBe(10);
    expect(s.system).not.toHaveProperty("recommend_words");
    expect(s.system.enable_powered_by).toBe(true);
    expect(s.security).toMatchObject({ is_close: false, login_required: false, enable_register: true, max_document_size: 50 });
    expect(s.security).not.toHaveProperty("document_allowed_ext");
    expect(s.footer.about).toBe("/article/about");
    expect(s.display).toMatchObject({ index_document_style: "card", home_version: "v1", pages_per_read: 5 });
    expect(s.download).toMatchObject({ enable_guest_download: false, times_every_day: 10 });
    expect(s.vip).toMatchObject({ enable: false, icon: "", year_document_discount: 100 });
    expect(s.payment).toMatchObject({ enable_recharge: false, credit_name: "魔豆", enable_wechatpay: false, xunhupay_name: "虎皮椒" });
    expect(s.display).not.toHaveProperty("virtual_register_count");
  });

  it("starts the copyright at the year the site was installed unless one is configured", async () => {
    await sql`update kysely_migration set timestamp = ${"2021-03-04T05:06:07.000Z"}`.execute(t.ctx.db.kysely);
    t.ctx.settings.invalidate();
    expect((await t.call(apiRoutes.setting.public)).body.system.copyright_start_year).toBe(2021);
    await t.setSettings([["system", "copyright_start_year", "2015"]]);
    expect((await t.call(apiRoutes.setting.public)).body.system.copyright_start_year).toBe(2015);
    await t.setSettings([["system", "copyright_start_year", "0"]]);
    expect((await t.call(apiRoutes.setting.public)).body.system.copyright_start_year).toBe(2021);
  });

  it("lists the enabled languages with id, language and code only", async () => {
    const res = await t.call(apiRoutes.setting.public);
    expect(res.body.language.length).toBe(8);
    expect(res.body.language[0]).toEqual({ id: expect.any(Number), language: "简体中文", code: "zh-CN" });
  });

  it("splits list values and converts numbers and switches", async () => {
    await t.setSettings([
      ["system", "recommend_words", "合同, 论文,简历"],
      ["security", "document_allowed_ext", ".pdf,.docx"],
      ["security", "is_close", "false"],
      ["display", "pages_per_read", "8"],
      ["score", "credit_name", "金币"],
    ]);
    const { body } = await t.call(apiRoutes.setting.public);
    expect(body.system.recommend_words).toEqual(["合同", "论文", "简历"]);
    expect(body.security.document_allowed_ext).toEqual([".pdf", ".docx"]);
    expect(body.display.pages_per_read).toBe(8);
    expect(body.system.credit_name).toBe("金币");
  });

  it("leaves empty lists out, as the established product does (api-contract §1.4), and our schema reads them as empty", async () => {
    const admin = await t.adminToken();
    const languages = (await t.request("GET", "/api/v1/language/list", { token: admin, query: { size: 100 } })).body.language;
    const ids = languages.map((l: { id: number }) => l.id);
    await t.call(apiRoutes.language.setStatus, { token: admin, body: { id: ids, enable: false } });
    await t.setSettings([["system", "recommend_words", " , "], ["security", "document_allowed_ext", ""]]);
    const res = await t.call(apiRoutes.setting.public);
    expect(res.raw).not.toContain("[]");
    expect(res.body).not.toHaveProperty("language");
    expect(res.body.system).not.toHaveProperty("recommend_words");
    expect(res.body.security).not.toHaveProperty("document_allowed_ext");
    const read = publicSettingsSchema.parse(res.body);
    expect([read.language, read.system.recommend_words, read.security.document_allowed_ext]).toEqual([[], [], []]);
    await t.call(apiRoutes.language.setStatus, { token: admin, body: { id: ids, enable: true } });
    expect((await t.request("GET", "/api/v1/settings")).body.language).toHaveLength(languages.filter((l: { enable: boolean }) => l.enable).length);
  });

  it("never sends a secret or a private key", async () => {
    const secrets: Array<[string, string, string]> = [
      ["email", "password", "smtp-secret-1"],
      ["pay", "wechatpay_api_v3_key", "wxpay-secret-2"],
      ["pay", "alipay_private_key", "alipay-secret-3"],
      ["oauth", "github_client_secret", "gh-secret-4"],
      ["sms", "secret_key", "sms-secret-5"],
      ["email", "username", "private-mailbox@example.com"],
      ["display", "virtual_register_count", "987654"],
    ];
    await t.setSettings(secrets);
    const res = await t.call(apiRoutes.setting.public);
    for (const [, name, value] of secrets) {
      expect(res.raw).not.toContain(value);
      expect(res.raw).not.toContain(`"${name}"`);
    }
    expect(res.raw).not.toContain("token_expire_hours");
  });

  it("shows a saved setting at once", async () => {
    const admin = await t.adminToken();
    const save = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: [{ category: "system", name: "sitename", value: "新名字" }] } });
    expect(save.status).toBe(200);
    expect((await t.call(apiRoutes.setting.public)).body.system.sitename).toBe("新名字");
  });

  it("shows a language change at once", async () => {
    const admin = await t.adminToken();
    const en = (await t.request("GET", "/api/v1/settings")).body.language.find((l: { code: string }) => l.code === "en");
    await t.request("PUT", "/api/v1/language/status", { token: admin, body: { id: [en.id], enable: false } });
    const codes = (await t.call(apiRoutes.setting.public)).body.language.map((l: { code: string }) => l.code);
    expect(codes).not.toContain("en");
    expect(codes).toContain("zh-CN");
  });
});

describe(`recharge settings (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("answers the defaults, credit_name 魔豆", async () => {
    const res = await t.call(apiRoutes.setting.recharge);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enable: false, credit_exchange: 10, credit_name: "魔豆", recharge_discount: "" });
  });

  it("follows the pay, score and system settings, and is on only while a gateway can take the money", async () => {
    await t.setSettings([
      ["pay", "enable_recharge", "true"],
      ["score", "credit_name", "点券"],
      ["pay", "recharge_discount", "100:0.95\n1000:0.9"],
      ["system", "credit_exchange", "100"],
    ]);
    const res = await t.call(apiRoutes.setting.recharge);
    expect(res.body).toEqual({ enable: false, credit_exchange: 100, credit_name: "点券", recharge_discount: "100:0.95\n1000:0.9" });
    await t.setSettings([["pay", "enable_xunhupay", "true"], ["pay", "xunhupay_appid", "appid"], ["pay", "xunhupay_appsecret", "secret"]]);
    expect((await t.call(apiRoutes.setting.recharge)).body.enable).toBe(true);
  });

  it("falls back to 魔豆 when the name is blank", async () => {
    await t.setSettings([["score", "credit_name", "  "]]);
    expect((await t.call(apiRoutes.setting.recharge)).body.credit_name).toBe("魔豆");
  });
});
