import { describe, expect, it } from "vitest";
import { fileProblem, titleFromFileName, uploadRules } from "./upload-rules";

const security = (over: Partial<{ max_document_size: number; document_allowed_ext: string[]; disable_upload_exist_document: boolean }> = {}) =>
  ({ max_document_size: 2, document_allowed_ext: [], disable_upload_exist_document: false, ...over }) as Parameters<typeof uploadRules>[0];

describe("upload rules", () => {
  it("allows every document type when none is configured, else only the configured ones", () => {
    expect(uploadRules(security()).extensions).toContain(".epub");
    expect(uploadRules(security({ document_allowed_ext: ["PDF", ".docx", ".exe"] })).extensions).toEqual([".pdf", ".docx"]);
  });

  it("refuses other types and files over the size limit", () => {
    const rules = uploadRules(security({ document_allowed_ext: [".pdf"] }));
    expect(fileProblem({ name: "a.pdf", size: 2 * 1024 * 1024 }, rules)).toBeUndefined();
    expect(fileProblem({ name: "a.PDF", size: 10 }, rules)).toBeUndefined();
    expect(fileProblem({ name: "a.docx", size: 10 }, rules)).toBe("不支持的文档类型 .docx");
    expect(fileProblem({ name: "README", size: 10 }, rules)).toBe("不支持的文档类型 README");
    expect(fileProblem({ name: "big.pdf", size: 2 * 1024 * 1024 + 1 }, rules)).toBe("文件大小超出限制，最大 2 MB（2.00 MB）");
  });

  it("takes the title from the file name without its extension", () => {
    expect(titleFromFileName("年度报告.final.pdf")).toBe("年度报告.final");
    expect(titleFromFileName(".hidden")).toBe(".hidden");
  });
});
