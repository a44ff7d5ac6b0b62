import { describe, expect, it } from "vitest";
import {
  customDiscount, discountBadge, fileTypeOf, formatBytes, isMobile, parseDiscountTiers, priceDisplay, relativeTime, trimMathDollars,
} from "./index.js";

const now = Date.parse("2026-06-01T12:00:00Z");
const ago = (ms: number) => now - ms;
const min = 60_000, hour = 60 * min, day = 24 * hour;

describe("relativeTime", () => {
  it.each([
    [ago(0), "刚刚"],
    [ago(59_000), "刚刚"],
    [ago(min), "1分钟前"],
    [ago(59 * min), "59分钟前"],
    [ago(hour), "1小时前"],
    [ago(23 * hour), "23小时前"],
    [ago(day), "1天前"],
    [ago(29 * day), "29天前"],
    [ago(30 * day), "1个月前"],
    [ago(364 * day), "12个月前"],
    [ago(365 * day), "1年前"],
    [ago(800 * day), "2年前"],
  ])("%s → %s", (at, text) => expect(relativeTime(at, now)).toBe(text));
});

describe("formatBytes", () => {
  it.each([
    [0, "0.00 B"], [512, "512.00 B"], [1024, "1.00 KB"], [1536, "1.50 KB"], [1024 ** 2 * 50, "50.00 MB"],
    [1024 ** 3, "1.00 GB"], [1024 ** 8, "1.00 YB"], [1024 ** 9, "1024.00 YB"],
  ])("%d → %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe("fileTypeOf", () => {
  it.each([
    ["a.pdf", "pdf"], [".DOCX", "word"], ["wps", "word"], [".rtf", "word"], [".pptx", "ppt"], [".dps", "ppt"],
    [".xlsx", "excel"], [".csv", "excel"], [".et", "excel"], [".txt", "text"], [".epub", "epub"], [".mobi", "mobi"],
    [".azw3", "mobi"], [".chm", "chm"], [".umd", "umd"], [".zip", "other"], ["noext", "other"],
  ])("%s → %s", (name, type) => expect(fileTypeOf(name)).toBe(type));
});

describe("isMobile", () => {
  it.each([
    ["13800138000", true], ["19912345678", true], ["12800138000", false], ["23800138000", false],
    ["1380013800", false], ["138001380001", false], ["1380013800a", false],
  ])("%s → %s", (value, ok) => expect(isMobile(value)).toBe(ok));
});

describe("discount tiers", () => {
  const tiers = parseDiscountTiers("100:1\n1000:0.9\n5000:0.85");
  it("parses one tier a line, sorted by amount", () =>
    expect(tiers).toEqual([{ amount: 100, discount: 1 }, { amount: 1000, discount: 0.9 }, { amount: 5000, discount: 0.85 }]));
  it.each([["abc"], ["100:1\nbad"], ["100"], ["100:2"]])("%j fails to parse → empty list", (text) =>
    expect(parseDiscountTiers(text)).toEqual([]));
  it.each([[50, 1], [100, 1], [999, 1], [1000, 0.9], [4999, 0.9], [5000, 0.85], [100000, 0.85]])(
    "custom amount %d → discount %d",
    (amount, discount) => expect(customDiscount(amount, tiers)).toBe(discount),
  );
  it("no tiers → no discount", () => expect(customDiscount(1000, [])).toBe(1));
});

describe("price display and discount badge", () => {
  it.each([[100, 10, "10.00"], [15, 10, "1.50"], [1, 3, "0.33"], [100, 0, "100.00"]])(
    "%d points at %d/yuan → %s", (points, rate, text) => expect(priceDisplay(points, rate)).toBe(text));
  it.each([[0.85, "8.5折"], [0.9, "9折"], [0.5, "5折"], [1, "无折扣"]])("%d → %s", (d, text) =>
    expect(discountBadge(d)).toBe(text));
});

describe("trimMathDollars", () => {
  it.each([
    ["$ x^2 $", "$x^2$"],
    ["a $x $ b", "a $x$ b"],
    ["$$\n  \\sum_i x_i \n$$", "$$\\sum_i x_i$$"],
    ["no math here", "no math here"],
    ["$y$ stays", "$y$ stays"],
  ])("%j → %j", (input, output) => expect(trimMathDollars(input)).toBe(output));
});
