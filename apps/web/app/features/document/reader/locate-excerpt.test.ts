import { describe, expect, it } from "vitest";
import { locateExcerpt } from "./locate-excerpt";

const page = "第一章 概述\nlibtasn1 是一个 ASN.1 库，\n用于解析   DER 编码。\nThe end.";

describe("locateExcerpt", () => {
  it("finds an excerpt whose whitespace differs from the page's", () => {
    const range = locateExcerpt(page, "ASN.1 库， 用于解析 DER 编码");
    expect(range).not.toBeNull();
    expect(page.slice(...range!)).toBe("ASN.1 库，\n用于解析   DER 编码");
  });

  it("falls back to the longest run of the excerpt found on the page", () => {
    const range = locateExcerpt(page, "这里没有 用于解析 DER 编码。再也没有");
    expect(page.slice(...range!)).toBe("用于解析   DER 编码。");
  });

  it("finds nothing for an excerpt that is not there, or is empty", () => {
    expect(locateExcerpt(page, "完全不同的一段话")).toBeNull();
    expect(locateExcerpt(page, "  ")).toBeNull();
  });
});
