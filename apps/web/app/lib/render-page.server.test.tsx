import asyncHooks from "node:async_hooks";
import { Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { renderPage, withHeadStart } from "./render-page.server";

const processStorage = asyncHooks.AsyncLocalStorage;

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

describe("renderPage", () => {
  it("waits for every suspense boundary and puts the nonce on React's inline scripts", async () => {
    const text = new Promise<string>((resolve) => setTimeout(() => resolve("载入完成 & <ok>"), 5));
    const page = await renderPage(
      <html lang="zh-CN">
        <head>
          <meta charSet="utf-8" />
        </head>
        <body>
          <Suspense fallback={<p>载入中</p>}>
            <Later text={text} />
          </Suspense>
        </body>
      </html>,
      { nonce: "n0nce", timeoutMs: 5_000, onError: (error) => expect.unreachable(String(error)) },
    );
    const html = page.toString("utf8");
    expect(html).toContain("<p>载入完成 &amp; &lt;ok&gt;</p>");
    expect(html).not.toContain("载入中");
    for (const script of html.match(/<script[^>]*>/g) ?? []) expect(script).toContain('nonce="n0nce"');
  });

  it("leaves node:async_hooks' AsyncLocalStorage to the rest of the process", () => {
    expect(asyncHooks.AsyncLocalStorage).toBe(processStorage);
    expect(new asyncHooks.AsyncLocalStorage().run(1, () => 2)).toBe(2);
  });
});

describe("withHeadStart", () => {
  const sheet = '<link rel="stylesheet" href="/_styles/a.css"/>';

  it("puts markup right after the charset, first in <head>, and adds the doctype", () => {
    const page = Buffer.from('<html><head><meta charSet="utf-8"/><title>页</title></head><body></body></html>');
    expect(withHeadStart(page, sheet).toString()).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${sheet}<title>页</title></head><body></body></html>`,
    );
  });

  it("keeps a doctype the page has and a head without a charset", () => {
    const page = Buffer.from("<!DOCTYPE html><html><head><title>页</title></head></html>");
    expect(withHeadStart(page, sheet).toString()).toBe(`<!DOCTYPE html><html><head>${sheet}<title>页</title></head></html>`);
  });
});
