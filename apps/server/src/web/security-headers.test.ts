import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { newNonce, withFreshNonce } from "./page-nonce.js";
import { htmlSecurityHeaders, pageContentSecurityPolicy } from "./security-headers.js";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
const noHosts = { analyticsHosts: [], imageHosts: [] };

describe("the content security policy of a rendered page", () => {
  it("allows scripts from the site and by the response's nonce only", () => {
    const policy = pageContentSecurityPolicy("abc_DEF-123", noHosts);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc_DEF-123'");
    expect(policy).not.toContain("sha256-");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
  });

  it("adds the analytics hosts to scripts, images and connections, the image sources to images only", () => {
    const policy = pageContentSecurityPolicy("n", { analyticsHosts: ["https://hm.baidu.com", "https://*.example.org:8443"], imageHosts: ["https:", "https://hm.baidu.com"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n' https://hm.baidu.com https://*.example.org:8443");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://hm.baidu.com https://*.example.org:8443");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https: https://hm.baidu.com https://*.example.org:8443");
  });

  it("sets the fixed directives and headers", () => {
    const headers = Object.fromEntries(htmlSecurityHeaders("n", noHosts));
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    const policy = headers["content-security-policy"];
    for (const d of ["default-src 'self'", "style-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) {
      expect(policy).toContain(d);
    }
  });

  it.each([
    ["a nonce of another length", "RENDERNONCE"],
    ["a nonce as the server draws them, also at the body's ends", newNonce()],
  ])("gives every response of a page its own nonce, in the policy and the markup alike: %s", (_, rendered) => {
    const markup = (nonce: string) => `${nonce}<script nonce="${nonce}">a()</script><p>${nonce}</p><script nonce="${nonce}">b()</script>${nonce}`;
    const page = { status: 200, headers: htmlSecurityHeaders(rendered, noHosts), body: Buffer.from(markup(rendered)), nonce: rendered };
    const first = withFreshNonce(page);
    const second = withFreshNonce(page);
    const nonceOf = (sent: typeof first) => /'nonce-([^']+)'/.exec(Object.fromEntries(sent.headers)["content-security-policy"])![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    for (const sent of [first, second]) {
      expect(sent.bodyWith().toString()).toBe(markup(nonceOf(sent)));
      expect(sent.bodyWith().toString()).not.toContain(rendered);
    }
    expect(page.body.toString()).toBe(markup(rendered));
  });

  it("draws nonces of 144 random bits, none twice, across the batches it draws at once", () => {
    const nonces = Array.from({ length: 600 }, () => newNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe(`security headers on server-rendered pages (${testDialect})`, () => {
  let t: TestServer;
  const analytics = 'window.__analytics = 1;\r\n(function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; })();';
  const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", text = ""]) => ({ attributes, text }));
  const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9_-]{20,})'/.exec(directive(policy, "script-src"))?.[1];

  beforeAll(async () => {
    t = await createTestServer({ pageCacheMs: 60_000 }, { web: true });
    await t.setSettings([
      ["system", "analytics", analytics],
      ["system", "analytics_hosts", "https://hm.baidu.com\nhttps://*.stats.example"],
      ["security", "image_hosts", "https://img.example.com"],
    ]);
  });
  afterAll(() => t.close());

  it("allows exactly the scripts the app emits, by a nonce on each of them, and no hash taken from the markup", async () => {
    for (const url of ["/", "/login"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const policy = String(res.headers["content-security-policy"]);
      expect(policy).not.toContain("sha256-");
      const nonce = nonceOf(policy);
      expect(nonce).toBeDefined();
      const scripts = scriptTags(res.body);
      expect(scripts.filter((s) => !/\ssrc=/.test(` ${s.attributes}`)).length).toBeGreaterThan(2);
      for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
      // Module preloads and stylesheets are admitted by 'self': the nonce is left to the scripts.
      const links = [...res.body.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
      expect(links.filter((tag) => tag.includes("modulepreload")).length).toBeGreaterThan(5);
      for (const tag of links) expect(tag).not.toContain("nonce");
      expect(scripts.find((s) => s.attributes.includes("data-analytics"))?.text).toBe(analytics);
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("puts the administrator's host lists into the policy", async () => {
    const policy = String((await t.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    for (const name of ["script-src", "img-src", "connect-src"]) expect(directive(policy, name)).toContain("https://hm.baidu.com https://*.stats.example");
    expect(directive(policy, "img-src")).toContain("https://img.example.com");
    expect(directive(policy, "script-src")).not.toContain("img.example.com");
  });

  it("gives each response a fresh nonce, pages from the page cache too", async () => {
    const first = await t.app.inject({ method: "GET", url: "/" });
    // Written past the API, which would clear the page cache: the next response of the page must come from the cache.
    await t.setSettings([["system", "sitename", "缓存之后的站名"]]);
    const second = await t.app.inject({ method: "GET", url: "/" });
    expect(second.body).not.toContain("缓存之后的站名");
    const firstNonce = nonceOf(String(first.headers["content-security-policy"]))!;
    const secondNonce = nonceOf(String(second.headers["content-security-policy"]))!;
    expect(firstNonce).not.toBe(secondNonce);
    expect(second.body).not.toContain(firstNonce);
    for (const script of scriptTags(second.body)) expect(script.attributes).toContain(`nonce="${secondNonce}"`);
    expect(second.body.replaceAll(secondNonce, "N")).toBe(first.body.replaceAll(firstNonce, "N"));
  });

  it("gzips a cached page once: each response is the same compressed page with its own nonce spliced in", async () => {
    const gzipped = async () => {
      const res = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toContain("accept-encoding");
      const nonce = nonceOf(String(res.headers["content-security-policy"]))!;
      return { raw: res.rawPayload, html: zlib.gunzipSync(res.rawPayload).toString(), nonce };
    };
    const first = await gzipped();
    await t.setSettings([["system", "sitename", "压缩之后的站名"]]);
    const second = await gzipped();
    expect(second.html).not.toContain("压缩之后的站名");
    expect(second.nonce).not.toBe(first.nonce);
    for (const script of scriptTags(second.html)) expect(script.attributes).toContain(`nonce="${second.nonce}"`);
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
    // Compressed again, the other nonce would change the codes throughout; spliced, only the nonces' bytes and the
    // trailer's checksum differ.
    expect(second.raw.length).toBe(first.raw.length);
    const differing = [...second.raw].filter((byte, i) => byte !== first.raw[i]).length;
    expect(differing).toBeLessThanOrEqual(scriptTags(second.html).length * second.nonce.length + 4);
    const plain = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.replaceAll(nonceOf(String(plain.headers["content-security-policy"]))!, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });

  it("gives data requests nosniff without a page policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login.data" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
