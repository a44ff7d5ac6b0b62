import os from "node:os";
import { chatEndpoints, messages } from "@wenku/contract";
import { AppError, tooManyRequests } from "../../http/errors.js";
import { defineRoute } from "../../http/route.js";
import { resolveExecutable } from "../conversion/engine/limited-command.js";
import { ConversionError } from "../conversion/engine/types.js";
import { createAdmissionGate, GateFullError } from "../../workers/admission-gate.js";
import { docxExportDisposition } from "./docx-export-name.js";
import { markdownToDocx } from "./markdown-to-docx.js";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** pandoc runs at most one per two cores (at least one); a few more wait up to ten seconds, the rest get 429. */
export const docxExportLimits = { concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)), maxQueue: 8, maxWaitMs: 10_000 };
const pandocRuns = createAdmissionGate(docxExportLimits);

/** Exports a chat answer (markdown with tables and math) as a Word document named after its conversation and day. */
export const docxExportRoutes = [
  defineRoute(chatEndpoints.exportDocx, {
    userRateLimit: { bucket: "docx-export", perMinute: 10 },
    raw: true,
    async handler({ ctx, body: { markdown, title }, reply }) {
      if (!resolveExecutable("pandoc")) throw new AppError(500, "导出失败：服务器未安装 pandoc");
      let docx: Buffer;
      try {
        docx = await pandocRuns.run(() => markdownToDocx(markdown));
      } catch (error) {
        if (error instanceof GateFullError) throw tooManyRequests(messages.tooManyRequests);
        if (!(error instanceof ConversionError)) throw error;
        ctx.log.warn("markdown2docx failed", { err: error });
        // A timeout or a kill is the server's state; any other failure comes from the content.
        throw error.retryable ? new AppError(503, "导出失败，请稍后重试") : new AppError(400, "导出失败：内容无法转换为 Word 文档");
      }
      return reply
        .header("content-type", DOCX_TYPE)
        .header("content-disposition", docxExportDisposition(title))
        .header("content-length", docx.length)
        .send(docx);
    },
  }),
];
