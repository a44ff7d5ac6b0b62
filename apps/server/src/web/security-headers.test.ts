import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { htmlSecurityHeaders, pageContentSecurityPolicy, renderedSecurityHeaders } from "./security-headers.js";

const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the content security policy of a rendered page", () => {
  it("allows exactly the inline scripts of the page by hash, and no external script but its own", () => {
    const html = `<html><head><script type="module" src="/assets/entry.js"></script></head><body>
      <script>window.__ctx = {"a":1};</script><SCRIPT type="module" async="">import "/assets/x.js";</SCRIPT >
      <script src="https://cdn.example/evil.js"></script></body></html>`;
    const scriptSrc = directive(pageContentSecurityPolicy(html), "script-src");
    expect(scriptSrc.split(" ").sort()).toEqual(["script-src", "'self'", hashOf('window.__ctx = {"a":1};'), hashOf('import "/assets/x.js";')].sort());
  });

  it("hashes analytics code as the parser sees it (CR LF as LF) and as the client sets it again, and allows its hosts", () => {
    const code = 'var hm = document.createElement("script");\r\nhm.src = "https://hm.baidu.com/hm.js?x";\rnew Image().src = "//stats.example.org:8080/p";';
    const policy = pageContentSecurityPolicy(`<body><script data-analytics="">${code}</script></body>`);
    const scriptSrc = directive(policy, "script-src");
    expect(scriptSrc).toContain(hashOf(code.replace(/\r\n?/g, "\n")));
    expect(scriptSrc).toContain(hashOf(code));
    for (const name of ["script-src", "img-src", "connect-src"]) {
      expect(directive(policy, name)).toContain("https://hm.baidu.com");
      expect(directive(policy, name)).toContain("stats.example.org:8080");
    }
  });

  it("takes hosts only from the analytics script, and never text that could break out of the header", () => {
    const policy = pageContentSecurityPolicy(
      `<script>window.__ctx = "https://attacker.example/x.js";</script><script data-analytics="">x("https://ok.example/a'; script-src *");</script>`,
    );
    expect(policy).not.toContain("attacker.example");
    expect(policy).toContain("https://ok.example");
    expect(policy).not.toContain("script-src *");
  });

  it("sets the fixed directives and headers", () => {
    const headers = Object.fromEntries(htmlSecurityHeaders(Buffer.from("<p>hi</p>")));
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    const policy = headers["content-security-policy"]!;
    for (const d of ["default-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) {
      expect(policy).toContain(d);
    }
    expect(Object.fromEntries(renderedSecurityHeaders("text/x-script", Buffer.from("x")))).not.toHaveProperty("content-security-policy");
  });
});

describe(`security headers on server-rendered pages (${testDialect})`, () => {
  let t: TestServer;
  const analytics = 'var _hmt = _hmt || [];\r\n(function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; document.head.appendChild(hm); })();';

  beforeAll(async () => {
    t = await createTestServer({}, { web: true });
    await t.setSettings([["system", "analytics", analytics]]);
  });
  afterAll(() => t.close());

  it("hashes every inline script of the page, the analytics code included, and keeps the headers in the page cache", async () => {
    for (const url of ["/", "/login", "/"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const policy = String(res.headers["content-security-policy"]);
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`));
      expect(inline.length).toBeGreaterThan(2);
      for (const [, , text] of inline) expect(directive(policy, "script-src")).toContain(hashOf(text!.replace(/\r\n?/g, "\n")));
      expect(res.body).toContain("hm.baidu.com");
      expect(directive(policy, "script-src")).toContain("https://hm.baidu.com");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("gives data requests nosniff without a page policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login.data" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
