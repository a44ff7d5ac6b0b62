import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SafeHtml } from "./safe-html";

describe("SafeHtml", () => {
  it("keeps text, links and images but drops scripts, handlers and javascript: links", () => {
    const html = renderToStaticMarkup(
      <SafeHtml html={'<p>关注公众号<b>获取</b><a href="https://example.com">下载码</a><img src="/uploads/qr.png" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>'} />,
    );
    expect(html).toContain("<b>获取</b>");
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('src="/uploads/qr.png"');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });
});
