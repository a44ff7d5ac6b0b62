import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`host lists of the page policy (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const put = (category: string, name: string, value: string) =>
    t.call(apiRoutes.setting.configSave, { token: admin, body: { config: [{ category, name, value }] } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("are settings of their groups, images allowing any HTTPS image by default, neither of them public", async () => {
    const list = (await t.call(apiRoutes.setting.configList, { token: admin, query: { category: ["system", "security"] } })).body.config;
    const names = (category: string) => list.filter((r: { category: string }) => r.category === category).map((r: { name: string }) => r.name);
    expect(names("system").slice(names("system").indexOf("analytics"), names("system").indexOf("analytics") + 2)).toEqual(["analytics", "analytics_hosts"]);
    expect(list.find((r: { name: string }) => r.name === "image_hosts")).toMatchObject({ label: "外部图片域名", value: "https:", input_type: "textarea" });
    const published = (await t.call(apiRoutes.setting.public)).body;
    expect(published.system).not.toHaveProperty("analytics_hosts");
    expect(published.security).not.toHaveProperty("image_hosts");
  });

  it("stores valid sources one a line, normalized", async () => {
    const saved = await put("system", "analytics_hosts", " https://HM.baidu.com/ \r\n\nhttps://*.google-analytics.com\nhttp://stats.example.org:8080\nhttps:");
    expect(saved.status, saved.raw).toBe(200);
    expect(await t.ctx.settings.get("system", "analytics_hosts")).toBe("https://hm.baidu.com\nhttps://*.google-analytics.com\nhttp://stats.example.org:8080\nhttps:");
    expect((await put("security", "image_hosts", "")).status).toBe(200);
    expect(await t.ctx.settings.get("security", "image_hosts")).toBe("");
  });

  it("refuses every entry that could be more than a host, and stores nothing of the request", async () => {
    await put("security", "image_hosts", "https://img.example.com");
    const invalid = [
      "'unsafe-inline'", "*", "https://a.example.com; script-src *", "https://a.example.com https://b.example.com", "'self'",
      "https://\"a.example.com", "data:", "javascript:", "ftp://files.example.com", "https://*", "https://a.*.example.com",
      "https://a.example.com/path", "//a.example.com", "a.example.com", "'nonce-abc'", "https://a.example.com,https://b.example.com",
    ];
    for (const entry of invalid) {
      for (const [category, name, label] of [["system", "analytics_hosts", "统计代码域名"], ["security", "image_hosts", "外部图片域名"]] as const) {
        const res = await put(category, name, `https://ok.example.com\n${entry}`);
        expect(res.status, `${name}: ${entry}`).toBe(400);
        expect(res.body.message).toBe(`「${label}」中的「${entry.toLowerCase()}」不是有效的来源：每行一个来源，如 https: 或 https://hm.baidu.com，可带端口，域名可以 *. 开头`);
      }
    }
    expect(await t.ctx.settings.get("security", "image_hosts")).toBe("https://img.example.com");
  });
});
