import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavigationLink, type LinkItem } from "./navigation-link";

const render = (item: LinkItem) => renderToStaticMarkup(<MemoryRouter><NavigationLink item={item} /></MemoryRouter>);

describe("NavigationLink", () => {
  it("renders http(s) links as external links and site paths as internal ones", () => {
    expect(render({ title: "外部", href: "https://example.com/a", target: "_blank" })).toBe(
      '<a title="外部" href="https://example.com/a" target="_blank" rel="noopener noreferrer">外部</a>',
    );
    expect(render({ title: "文档", href: "/category" })).toBe('<a title="文档" href="/category" data-discover="true">文档</a>');
  });

  it("renders a stored script, data or protocol-relative link as plain text", () => {
    for (const href of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "//evil.example", "/\\evil.example"]) {
      const html = render({ title: "坏链接", href });
      expect(html, JSON.stringify(href)).toBe('<span title="坏链接">坏链接</span>');
    }
  });

  it("applies only a real CSS colour, and only _blank as a target", () => {
    expect(render({ title: "色", href: "/", color: "#ff0000" })).toContain('style="color:#ff0000"');
    const injected = render({ title: "色", href: "/", color: "red;background-image:url(https://tracker.example/p)", target: "javascript:x" });
    expect(injected).not.toContain("style=");
    expect(injected).not.toContain("target=");
  });
});
