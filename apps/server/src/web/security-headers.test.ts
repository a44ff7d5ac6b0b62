import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { htmlSecurityHeaders, pageContentSecurityPolicy } from "./security-headers.js";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
const noHosts = { analyticsHosts: [], imageHosts: [] };

describe("the content security policy of a rendered page", () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

  it("allows scripts from the site and by the hashes of the page's own scripts only", () => {
    const policy = pageContentSecurityPolicy(hashes, noHosts);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("strict-dynamic");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("adds the analytics hosts to scripts, images and connections, the image sources to images only", () => {
    const policy = pageContentSecurityPolicy(hashes, { analyticsHosts: ["https://hm.baidu.com", "https://*.example.org:8443"], imageHosts: ["https:", "https://hm.baidu.com"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB' https://hm.baidu.com https://*.example.org:8443");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://hm.baidu.com https://*.example.org:8443");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https: https://hm.baidu.com https://*.example.org:8443");
  });

  it("sets the fixed directives and headers", () => {
    const headers = Object.fromEntries(htmlSecurityHeaders(hashes, noHosts));
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    const policy = headers["content-security-policy"];
    for (const d of ["default-src 'self'", "style-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) {
      expect(policy).toContain(d);
    }
  });
});

describe(`security headers on server-rendered pages (${testDialect})`, () => {
  let t: TestServer;
  const analytics = 'window.__analytics = 1;\r\n(function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; })();';
  const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", text = ""]) => ({ attributes, text }));
  const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
  const scriptHashes = (policy: string) => directive(policy, "script-src").split(" ").filter((source) => source.startsWith("'sha256-"));

  beforeAll(async () => {
    t = await createTestServer({ pageCacheMs: 60_000 }, { web: true });
    await t.setSettings([
      ["system", "analytics", analytics],
      ["system", "analytics_hosts", "https://hm.baidu.com\nhttps://*.stats.example"],
      ["security", "image_hosts", "https://img.example.com"],
    ]);
  });
  afterAll(() => t.close());

  it("allows exactly the scripts the app emits, by their hashes, and sends no nonce", async () => {
    for (const url of ["/", "/login"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const policy = String(res.headers["content-security-policy"]);
      expect(policy).not.toContain("nonce-");
      const inline = scriptTags(res.body).filter((s) => !/\ssrc=/.test(` ${s.attributes}`));
      expect(inline.length).toBeGreaterThan(2);
      expect(scriptHashes(policy).sort()).toEqual([...new Set(inline.map((s) => hashOf(s.text)))].sort());
      expect(res.body).not.toContain(" nonce=");
      const links = [...res.body.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
      expect(links.filter((tag) => tag.includes("modulepreload")).length).toBeGreaterThan(5);
      // Sent with LF line ends, as the browser would read it and as the client runs it again.
      expect(inline.find((s) => s.attributes.includes("data-analytics"))?.text).toBe(analytics.replace(/\r\n/g, "\n"));
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("puts the administrator's host lists into the policy", async () => {
    const policy = String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    for (const name of ["script-src", "img-src", "connect-src"]) expect(directive(policy, name)).toContain("https://hm.baidu.com https://*.stats.example");
    expect(directive(policy, "img-src")).toContain("https://img.example.com");
    expect(directive(policy, "script-src")).not.toContain("img.example.com");
  });

  it("sends a page from the page cache as the same bytes and policy to every visitor, gzipped once", async () => {
    const get = (encoding: string) => t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": encoding } });
    const first = await get("identity");
    const firstGzipped = await get("gzip, deflate, br");
    // Written past the API, which would clear the page cache: the next responses of the page must come from the cache.
    await t.setSettings([["system", "sitename", "缓存之后的站名"]]);
    const second = await get("identity");
    const secondGzipped = await get("gzip, deflate, br");
    expect(second.body).not.toContain("缓存之后的站名");
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    for (const gzipped of [firstGzipped, secondGzipped]) {
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.headers.vary).toContain("accept-encoding");
      expect(zlib.gunzipSync(gzipped.rawPayload).equals(first.rawPayload)).toBe(true);
    }
    expect(secondGzipped.rawPayload.equals(firstGzipped.rawPayload)).toBe(true);
  });

  it("gives data requests nosniff without a page policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login.data" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
