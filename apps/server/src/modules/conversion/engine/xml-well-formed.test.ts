import { isAscii } from "node:buffer";
import { describe, expect, it } from "vitest";
import { strictXmlError } from "../../../test/strict-xml.js";
import { findXmlFault } from "./xml-well-formed.js";

const bytesOf = (xml: string | Buffer) => (typeof xml === "string" ? Buffer.from(xml) : xml);
/** Both ways of reading values must agree: byte by byte, and with native searches once the document is ASCII. */
const check = (xml: string | Buffer) => {
  const bytes = bytesOf(xml);
  const fault = findXmlFault(bytes);
  expect(findXmlFault(Uint8Array.from(bytes), isAscii), "with native searches").toBe(fault);
  return fault;
};
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n${body}</svg>\n`;

describe("findXmlFault accepts well-formed documents", () => {
  it.each([
    ["a mupdf page", svg('<defs>\n<path id="font_1_1" d="M.1 .2L.3 .4Z"/>\n</defs>\n<use xlink:href="#font_1_1" transform="matrix(9,0,0,-9,72,96)"/>\n')],
    ["a declaration, doctype with internal subset, comments and PIs around the root", `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ENTITY % e "<>"> ]>\n<!-- before -->\n<?pi data?>\n${svg("<g/>")}<!-- after -->\n`],
    ["entity and character references in text and attributes", svg('<text title="&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#38; &#x1F600;">if (a &lt; b &amp;&amp; c &gt; "d") &#x4E2D;</text>')],
    ["single-quoted values holding double quotes and the other way round", svg(`<g a='say "hi"' b="it's"/>`)],
    ["CDATA holding markup characters", svg("<style><![CDATA[a > b { fill: red } & <]]></style>")],
    ["non-ASCII names, text and values", svg('<文字 标签="中文">汉字 — ✓ 😀</文字>')],
    ["whitespace inside tags", svg('<g\n\tid = "a"  ></g >')],
    ["tabs and line breaks in values", svg('<path d="M0 0\r\n\tL1 1"/>')],
  ])("%s", (_name, xml) => {
    expect(check(xml)).toBeUndefined();
    expect(strictXmlError(bytesOf(xml), { namespaces: false }), "a conformant parser agrees").toBeUndefined();
  });
});

describe("findXmlFault names the first fault and where it is", () => {
  it.each([
    ["'<' in an attribute value (mupdf's data-text)", svg('<use data-text="<" xlink:href="#f"/>'), /^'<' in an attribute value at byte \d+$/],
    ["'<' in a late value after clean values and references", svg('<g a="1" b="2"/><g c="x&amp;y" d=\'"\'/><g e="3" f="a<b"/>'), /^'<' in an attribute value at byte \d+$/],
    ["an unclosed tag", svg("<g><path d='M0 0'/>"), /^end tag <\/svg> does not match <g> at byte/],
    ["a file cut inside the root", `<svg><g></g>`, /^<svg> not closed at the end/],
    ["a mismatched end tag", svg("<g><a></g></a>"), /^end tag <\/g> does not match <a>/],
    ["an end tag without a start tag", "<svg/></g>", /^end tag <\/g> without a start tag/],
    ["a bare '&'", svg("<text>a & b</text>"), /^'&' that starts no reference/],
    ["an unknown entity", svg("<text>&nbsp;</text>"), /^undeclared entity &nbsp;/],
    ["a reference without ';'", svg('<g a="&amp"/>'), /^'&' that starts no reference/],
    ["a character reference to a forbidden character", svg("<text>&#x1;</text>"), /^reference to a character XML forbids \(U\+1\)/],
    ["a malformed character reference", svg("<text>&#xZZ;</text>"), /^malformed character reference/],
    ["a raw control character", svg("<text>a\u0001b</text>"), /^control character 0x01/],
    ["a control character in an attribute", svg('<g a="\u001f"/>'), /^control character 0x1f/],
    ["invalid UTF-8", Buffer.concat([Buffer.from("<svg>"), Buffer.from([0xc3, 0x28]), Buffer.from("</svg>")]), /^invalid UTF-8 at byte 5$/],
    ["an encoded surrogate", Buffer.concat([Buffer.from("<svg>"), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from("</svg>")]), /^invalid UTF-8/],
    ["U+FFFF", Buffer.concat([Buffer.from("<svg>"), Buffer.from([0xef, 0xbf, 0xbf]), Buffer.from("</svg>")]), /^invalid UTF-8/],
    ["an unquoted attribute", svg("<g a=1/>"), /^attribute value not quoted/],
    ["an attribute without a value", svg("<g hidden/>"), /^attribute hidden without a value/],
    ["a repeated attribute", svg('<g a="1" b="2" a="3"/>'), /^repeated attribute a/],
    ["attributes run together", svg('<g a="1"b="2"/>'), /^attributes not separated by whitespace/],
    ["two root elements", "<svg/><svg/>", /^a second root element at byte 6$/],
    ["text after the root", "<svg/>x", /^content after the root element/],
    ["no root at all", "<!-- nothing -->", /^no root element/],
    ["an empty file", "", /^no root element at byte 0$/],
    ["'--' inside a comment", svg("<!-- a -- b -->"), /^'--' inside a comment/],
    ["an unterminated comment", svg("<!-- a"), /^unterminated comment/],
    ["']]>' in text", svg("<text>a ]]> b</text>"), /^']]>' in text/],
    ["CDATA outside the root", "<![CDATA[x]]><svg/>", /^CDATA outside the root element/],
    ["an XML declaration in the middle", svg('<?xml version="1.0"?>'), /^XML declaration not at the start/],
    ["a doctype after the root", `${svg("")}<!DOCTYPE svg>`, /^doctype after the root element/],
    ["'<' followed by a space", svg("<text>a < b</text>"), /^'<' that starts no tag/],
  ])("%s", (_name, xml, fault) => {
    expect(check(xml)).toMatch(fault);
    expect(strictXmlError(bytesOf(xml), { namespaces: false }), "a conformant parser agrees").toBeDefined();
  });

  it("finds every truncation of a page, wherever the file was cut", () => {
    const page = Buffer.from(svg('<defs><path id="f" d="M0 0 L1 1"/></defs>\n<use xlink:href="#f" x="1"/><!-- c --><text>&amp; 中</text>'));
    const complete = page.lastIndexOf(">") + 1;
    for (let cut = 0; cut < complete; cut++) expect(check(page.subarray(0, cut)), `cut at ${cut}`).toBeDefined();
    expect(check(page.subarray(0, page.indexOf("<use")))).toMatch(/^<svg> not closed at the end \(truncated\?\) at byte \d+$/);
    expect(check(page.subarray(0, complete))).toBeUndefined();
  });

  it("points at the byte of the fault", () => {
    const page = svg('<use data-text="<"/>');
    const offset = Buffer.from(page).indexOf('"<"') + 1;
    expect(check(page)).toBe(`'<' in an attribute value at byte ${offset}`);
  });
});
