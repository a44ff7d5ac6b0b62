import type { ChatReference } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { citationHref, remarkCitations } from "./remark-citations";

const ref = (n: number, page: number): ChatReference => ({ n, document_id: n, uuid: `doc${n}`, title: `T${n}`, page, score: 0.5, content: "" });

describe("remarkCitations", () => {
  it("turns known markers into links to the cited page and leaves unknown ones and code alone", () => {
    const tree = {
      type: "root",
      children: [
        { type: "paragraph", children: [{ type: "text", value: "见[^1]与[^9]，再见[^2]。" }] },
        { type: "paragraph", children: [{ type: "inlineCode", value: "[^1]" }] },
      ],
    };
    remarkCitations({ references: [ref(1, 3), ref(2, 1)] })(tree);
    const para = tree.children[0].children as Array<{ type: string; value?: string; url?: string }>;
    expect(para.map((c) => c.type)).toEqual(["text", "link", "text", "link", "text"]);
    expect(para[1].url).toBe("/document/doc1?page=3");
    expect(para[2].value).toBe("与[^9]，再见");
    expect(para[3].url).toBe("/document/doc2?page=1");
    expect(tree.children[1].children[0]).toEqual({ type: "inlineCode", value: "[^1]" });
  });
});

describe("citationHref", () => {
  it("carries the cited excerpt, whitespace folded and cut to 200 characters, for the reader to mark", () => {
    expect(citationHref({ uuid: "d 1", page: 23, content: " 第一行\n  第二行 " })).toBe(`/document/d%201?page=23&hl=${encodeURIComponent("第一行 第二行")}`);
    const long = citationHref({ uuid: "d", page: 2, content: "字".repeat(300) });
    expect(decodeURIComponent(new URL(long, "http://x").searchParams.get("hl") ?? "")).toHaveLength(200);
  });
});
