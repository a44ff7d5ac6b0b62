import { describe, expect, it } from "vitest";
import { dispositionFilename } from "./disposition-filename";

describe("dispositionFilename", () => {
  it.each([
    [`attachment; filename="answer-2025-01-31.docx"; filename*=UTF-8''${encodeURIComponent("部署指南：从零开始-2025-01-31.docx")}`, "部署指南：从零开始-2025-01-31.docx"],
    [`attachment; filename="notes-2025-01-31.docx"`, "notes-2025-01-31.docx"],
    ["attachment; filename=plain.docx", "plain.docx"],
    [`attachment; filename="fallback.docx"; filename*=UTF-8''%E0%A4%A`, "fallback.docx"],
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, "passwd"],
    ["attachment", undefined],
    [null, undefined],
  ])("%s → %s", (header, name) => expect(dispositionFilename(header)).toBe(name));
});
