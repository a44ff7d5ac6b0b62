import { markdownToDocxSchema } from "@wenku/contract";
import { AppError } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { resolveExecutable } from "../conversion/engine/limited-command.js";
import { ConversionError } from "../conversion/engine/types.js";
import { markdownToDocx } from "./markdown-to-docx.js";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Exports a chat answer (markdown with tables and math) as a Word document. */
export const docxExportRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/markdown2docx",
    title: "导出 Word 文档",
    access: "login",
    body: markdownToDocxSchema,
    raw: true,
    async handler({ ctx, body: { markdown }, reply }) {
      if (!resolveExecutable("pandoc")) throw new AppError(500, "导出失败：服务器未安装 pandoc");
      let docx: Buffer;
      try {
        docx = await markdownToDocx(markdown);
      } catch (error) {
        if (!(error instanceof ConversionError)) throw error;
        ctx.log.warn("markdown2docx failed", { error: error.message });
        // A timeout or a kill is the server's state; any other failure comes from the content.
        throw error.retryable ? new AppError(503, "导出失败，请稍后重试") : new AppError(400, "导出失败：内容无法转换为 Word 文档");
      }
      return reply
        .header("content-type", DOCX_TYPE)
        .header("content-disposition", 'attachment; filename="document.docx"')
        .header("content-length", docx.length)
        .send(docx);
    },
  }),
];
