import { describe, expect, it } from "vitest";
import { findActiveContent, xssPayloads } from "../../test/xss-payloads.js";
import { sanitizeAdHtml } from "./sanitize-ad-html.js";

describe("advertisement HTML", () => {
  it("keeps links, images and text formatting", () => {
    const ad = '<div style="text-align:center;width:100%"><a href="https://ads.example.com/?a=1&amp;b=2" title="合作"><img src="/uploads/a/b.png" alt="广告" width="728" height="90"></a><p><strong>限时</strong>优惠</p></div>';
    expect(sanitizeAdHtml(ad)).toBe(ad.replace('height="90">', 'height="90" />'));
  });

  it("marks links that open a new window noopener and drops other targets", () => {
    expect(sanitizeAdHtml('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeAdHtml('<a href="/x" target="top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it("drops positioning CSS, so an ad cannot cover the page", () => {
    expect(sanitizeAdHtml('<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999">x</div>')).toBe('<div style="width:100vw;height:100vh">x</div>');
  });

  it.each(xssPayloads.map((payload) => [payload]))("leaves nothing active of %s", (payload) => {
    expect(findActiveContent(sanitizeAdHtml(payload))).toEqual([]);
    expect(findActiveContent(sanitizeAdHtml(`<div><a href="/x">${payload}</a></div>`))).toEqual([]);
  });
});
