import { describe, expect, it } from "vitest";
import { contrastOf, readableTagColor, tagTint } from "./readable-tag-color";

describe("readableTagColor", () => {
  it("gives every colour a text colour with 4.5:1 on the tint antd draws behind it", () => {
    for (const color of ["#faad14", "#52c41a", "#ff4d4f", "#1677ff", "#ffff00", "#fff", "#333333"]) {
      const text = readableTagColor(color)!;
      expect(text, color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastOf(text, tagTint(color)!), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a colour dark enough already", () => {
    expect(readableTagColor("#333333")).toBe("#333333");
    expect(readableTagColor("#003eb3")).toBe("#003eb3");
  });

  it("leaves names and other values to antd", () => {
    expect(readableTagColor("gold")).toBeUndefined();
    expect(readableTagColor("")).toBeUndefined();
    expect(readableTagColor("rgb(0, 0, 0)")).toBeUndefined();
  });
});
