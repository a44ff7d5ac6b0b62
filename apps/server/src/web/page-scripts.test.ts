import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { newScriptMark, sealScripts } from "./page-scripts.js";

const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
const seal = (html: string, mark: string) => {
  const sealed = sealScripts(Buffer.from(html), mark);
  return { html: sealed.body.toString(), hashes: sealed.scriptHashes };
};

describe("the scripts a render marked, hashed for the page policy", () => {
  const mark = newScriptMark();
  const m = ` nonce="${mark}"`;

  it("hashes exactly the inline scripts carrying the mark and takes the mark off every tag", () => {
    const html =
      `<head><link rel="modulepreload" href="/a.js"${m}/><script${m}>window.__ctx = {"a":"\\u003c/script>"};</script></head>` +
      `<body><script>alert("injected")</script><script${m} type="module" async="">import "/assets/x.js";</script>` +
      `<script src="/assets/y.js"${m}></script><p>${mark}?</p></body>`;
    const { html: body, hashes } = seal(html, mark);
    expect(hashes.sort()).toEqual([hashOf('window.__ctx = {"a":"\\u003c/script>"};'), hashOf('import "/assets/x.js";')].sort());
    expect(body).not.toContain(" nonce=");
    expect(body).toBe(html.replaceAll(m, ""));
    expect(hashes).not.toContain(hashOf('alert("injected")'));
  });

  it("hashes a script as the browser reads it: CR LF and CR as LF, ended by the first </script in any case", () => {
    const code = 'var hm = document.createElement("script");\r\nhm.src = "https://hm.baidu.com/hm.js?x";\rnew Image();';
    expect(seal(`<script${m} data-analytics="">${code}</SCRIPT ><script${m}>b()</script>`, mark).hashes).toEqual([
      hashOf(code.replace(/\r\n?/g, "\n")),
      hashOf("b()"),
    ]);
  });

  it("gives markup written before the render no way in: a script that only names the mark, or opens before ours, is not allowed", () => {
    const guessed = newScriptMark();
    const forged = `<script nonce="${guessed}">steal()</script>`;
    expect(seal(forged, mark).hashes).toEqual([]);
    // An unclosed script of someone else's swallows ours: the browser runs `evil();<script>ours()` as one element.
    const { hashes } = seal(`<script>evil();<script${m}>ours()</script>`, mark);
    expect(hashes).toEqual([hashOf("ours()")]);
    expect(hashes).not.toContain(hashOf(`evil();<script>ours()`));
  });

  it("fails closed where the browser could read a marked script otherwise: what is hashed is never more than React wrote", () => {
    // Each hash below is of text the browser does not read as the script (it reads on past `</scriptx`, past `</script>`
    // after `<!--<script`, and U+FFFD for NUL), so the script is blocked rather than anything else allowed.
    expect(seal(`<script${m}>a("</scriptx>")</script>`, mark).hashes).toEqual([hashOf('a("')]);
    expect(seal(`<script${m}><!--<script>b()</script>c()</script>`, mark).hashes).toEqual([hashOf("<!--<script>b()")]);
    expect(seal(`<script${m}>d("\u0000")</script>`, mark).hashes).toEqual([hashOf('d("\u0000")')]);
    // React writes lower-case tags; any other start tag carrying the mark is not hashed, only stripped.
    const upper = seal(`<SCRIPT${m}>e()</SCRIPT>`, mark);
    expect(upper).toEqual({ html: "<SCRIPT>e()</SCRIPT>", hashes: [] });
  });

  it("leaves a body without the mark as it is, and lists each hash once", () => {
    const plain = Buffer.from("<p>no scripts</p>");
    expect(sealScripts(plain, mark)).toEqual({ body: plain, scriptHashes: [] });
    expect(seal(`<script${m}>a()</script><script${m}>a()</script>`, mark).hashes).toEqual([hashOf("a()")]);
  });

  it("draws marks of 144 random bits, none twice", () => {
    const marks = Array.from({ length: 300 }, () => newScriptMark());
    for (const drawn of marks) expect(drawn).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(marks).size).toBe(marks.length);
  });
});
