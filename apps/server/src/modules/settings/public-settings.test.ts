import { findSettingGroup, publicSettingsSchema, publishedSettingGroups } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

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
      if (key === "system") expected.push("credit_name");
      const shape = publicSettingsSchema.shape[key as keyof typeof publishedSettingGroups].shape;
      expect(Object.keys(shape).sort(), key).toEqual(expected.sort());
    }
  });

  it("never marks a secret public", () => {
    for (const category of Object.values(publishedSettingGroups)) {
      for (const def of findSettingGroup(category)!.fields) expect(def.public && def.secret, `${category}.${def.name}`).toBeFalsy();
    }
  });

  it("answers anonymous callers with typed values and the defaults", async () => {
    const res = await t.request("GET", "/api/v1/settings");
    expect(res.status).toBe(200);
    const s = res.body;
    expect(Object.keys(s).sort()).toEqual(["display", "download", "footer", "language", "llm", "payment", "search", "security", "system", "vip"]);
    expect(s.system.sitename).toBe("文库");
    expect(s.system.credit_name).toBe("魔豆");
    expect(s.system.copyright_start_year).toBe(2019);
    expect(s.system.credit_exchange).toBe(10);
    expect(s.system).not.toHaveProperty("recommend_words");
    expect(s.system.enable_powered_by).toBe(true);
    expect(s.security).toMatchObject({ is_close: false, login_required: false, enable_register: true, max_document_size: 50 });
    expect(s.security).not.toHaveProperty("document_allowed_ext");
    expect(s.footer.about).toBe("/article/about");
    expect(s.display).toMatchObject({ index_document_style: "card", home_version: "v1", pages_per_read: 5 });
    expect(s.download).toMatchObject({ enable_guest_download: false, times_every_day: 10 });
    expect(s.vip).toMatchObject({ enable: false, icon: "", year_document_discount: 100 });
    expect(s.payment).toMatchObject({ enable_recharge: false, credit_name: "积分", enable_wechatpay: false, xunhupay_name: "虎皮椒" });
    expect(s.display).not.toHaveProperty("virtual_register_count");
  });

  it("lists the enabled languages with id, language and code only", async () => {
    const res = await t.request("GET", "/api/v1/settings");
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
    const { body } = await t.request("GET", "/api/v1/settings");
    expect(body.system.recommend_words).toEqual(["合同", "论文", "简历"]);
    expect(body.security.document_allowed_ext).toEqual([".pdf", ".docx"]);
    expect(body.display.pages_per_read).toBe(8);
    expect(body.system.credit_name).toBe("金币");
  });

  it("leaves empty lists out, as the established product does (api-contract §1.4), and our schema reads them as empty", async () => {
    const admin = await t.adminToken();
    const languages = (await t.request("GET", "/api/v1/language/list", { token: admin, query: { size: 100 } })).body.language;
    const ids = languages.map((l: { id: number }) => l.id);
    await t.request("PUT", "/api/v1/language/status", { token: admin, body: { id: ids, enable: false } });
    await t.setSettings([["system", "recommend_words", " , "], ["security", "document_allowed_ext", ""]]);
    const res = await t.request("GET", "/api/v1/settings");
    expect(res.raw).not.toContain("[]");
    expect(res.body).not.toHaveProperty("language");
    expect(res.body.system).not.toHaveProperty("recommend_words");
    expect(res.body.security).not.toHaveProperty("document_allowed_ext");
    const read = publicSettingsSchema.parse(res.body);
    expect([read.language, read.system.recommend_words, read.security.document_allowed_ext]).toEqual([[], [], []]);
    await t.request("PUT", "/api/v1/language/status", { token: admin, body: { id: ids, enable: true } });
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
    const res = await t.request("GET", "/api/v1/settings");
    for (const [, name, value] of secrets) {
      expect(res.raw).not.toContain(value);
      expect(res.raw).not.toContain(`"${name}"`);
    }
    expect(res.raw).not.toContain("token_expire_hours");
  });

  it("shows a saved setting at once", async () => {
    const admin = await t.adminToken();
    const save = await t.request("PUT", "/api/v1/config", { token: admin, body: { config: [{ category: "system", name: "sitename", value: "新名字" }] } });
    expect(save.status).toBe(200);
    expect((await t.request("GET", "/api/v1/settings")).body.system.sitename).toBe("新名字");
  });

  it("shows a language change at once", async () => {
    const admin = await t.adminToken();
    const en = (await t.request("GET", "/api/v1/settings")).body.language.find((l: { code: string }) => l.code === "en");
    await t.request("PUT", "/api/v1/language/status", { token: admin, body: { id: [en.id], enable: false } });
    const codes = (await t.request("GET", "/api/v1/settings")).body.language.map((l: { code: string }) => l.code);
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

  it("answers the defaults, credit_name 积分", async () => {
    const res = await t.request("GET", "/api/v1/settings/recharge");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enable: false, credit_exchange: 10, credit_name: "积分", recharge_discount: "" });
  });

  it("follows the pay and system settings", async () => {
    await t.setSettings([
      ["pay", "enable_recharge", "true"],
      ["pay", "credit_name", "点券"],
      ["pay", "recharge_discount", "100:0.95\n1000:0.9"],
      ["system", "credit_exchange", "100"],
    ]);
    const res = await t.request("GET", "/api/v1/settings/recharge");
    expect(res.body).toEqual({ enable: true, credit_exchange: 100, credit_name: "点券", recharge_discount: "100:0.95\n1000:0.9" });
  });

  it("falls back to 积分 when the name is blank", async () => {
    await t.setSettings([["pay", "credit_name", "  "]]);
    expect((await t.request("GET", "/api/v1/settings/recharge")).body.credit_name).toBe("积分");
  });
});
