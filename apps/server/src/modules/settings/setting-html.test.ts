import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { findActiveContent, xssPayloads } from "../../test/xss-payloads.js";
import { sanitizeSettingHtml } from "./setting-html.js";

const attack =
  '<p>声明<script>window.__x=1</script><img src=x onerror="window.__x=2"><a href="javascript:window.__x=3">点此</a>' +
  '<a href="JaVaScRiPt:alert(1)">大小写</a><iframe src="https://evil.example"></iframe><svg onload="window.__x=4"></svg>' +
  '<div id="__reactRouterContext" class="ant-btn" onclick="window.__x=5" style="position:fixed;color:red">块</div></p>';
const dangerous = /<script|onerror|onload|onclick|javascript:|<iframe|<svg|id=|class=|position/i;

/** The HTML settings (`html: true`): where the web app shows them with dangerouslySetInnerHTML or as HTML. */
const htmlSettings = [
  ["display", "copyright_statement"],
  ["security", "close_statement"],
  ["download", "code_tip"],
] as const;

describe("the sanitizer of HTML settings", () => {
  it("keeps text formatting, links and images, and drops scripts, handlers, frames, ids, classes and positioning", () => {
    const clean = sanitizeSettingHtml(attack);
    expect(clean).not.toMatch(dangerous);
    expect(clean).toContain("声明");
    expect(clean).toContain('<img src="x" />');
    expect(clean).toContain('<div style="color:red">块</div>');
    expect(sanitizeSettingHtml('<p>© 文库 <a href="https://example.com/a">关于</a> <a href="/article/about">站内</a> <strong>粗</strong></p>')).toBe(
      '<p>© 文库 <a href="https://example.com/a" rel="nofollow ugc noopener noreferrer" target="_blank">关于</a> <a href="/article/about">站内</a> <strong>粗</strong></p>',
    );
    expect(sanitizeSettingHtml("网站维护中，请稍后访问")).toBe("网站维护中，请稍后访问");
  });

  it.each(xssPayloads.map((payload) => [payload]))("leaves nothing active of %s", (payload) => {
    expect(findActiveContent(sanitizeSettingHtml(payload))).toEqual([]);
    expect(findActiveContent(sanitizeSettingHtml(`<p><a href="/x">${payload}</a></p>`))).toEqual([]);
  });
});

describe(`HTML settings are sanitized when saved and when served (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer({ pageCacheMs: 0 }, { web: true });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("stores what the administrator saves sanitized", async () => {
    const saved = await t.call(apiRoutes.setting.configSave, { token: admin, body: { config: htmlSettings.map(([category, name]) => ({ category, name, value: attack })) } });
    expect(saved.status, saved.raw).toBe(200);
    for (const [category, name] of htmlSettings) {
      const stored = await t.ctx.settings.get(category, name);
      expect(stored, `${category}.${name}`).toBe(sanitizeSettingHtml(attack));
    }
  });

  it("serves values stored before the sanitizer sanitized, through the API and in server-rendered pages", async () => {
    // Written past the API, as a value stored by an older version would be.
    await t.setSettings([...htmlSettings.map(([category, name]): [string, string, string] => [category, name, attack]), ["security", "is_close", "true"]]);
    const published = (await t.request("GET", "/api/v1/settings")).body;
    for (const [category, name] of htmlSettings) {
      expect(published[category][name], `${category}.${name}`).toBe(sanitizeSettingHtml(attack));
    }
    for (const url of ["/login"]) {
      const page = await t.request("GET", url);
      expect(page.status).toBe(200);
      expect(page.raw).toContain("声明");
      expect(page.raw).not.toContain("window.__x");
      expect(page.raw).not.toMatch(/onerror|onload|onclick|javascript:|<iframe/i);
    }
    await t.setSettings([["security", "is_close", "false"]]);
    const home = await t.request("GET", "/");
    expect(home.raw).toContain("wk-footer-statement");
    expect(home.raw).not.toContain("window.__x");
    expect(home.raw).not.toMatch(/onerror|onload|onclick|javascript:|<iframe/i);
  });
});
