import { runCommand } from "./run-command.js";
import { DAMAGED_FILE_REASON, PASSWORD_PROTECTED_REASON, runMutoolCommand } from "./mutool.js";
import type { StepOptions } from "./step-options.js";
import { ConversionError } from "./types.js";

function lastPageNumberFromMutoolShow(output: string): number | undefined {
  const numbers = [...output.matchAll(/^page (\d+) =/gm)].map((match) => Number(match[1]));
  return numbers.length ? numbers[numbers.length - 1] : undefined;
}

function pageCountFromPdfinfo(output: string): number | undefined {
  const match = /^Pages:\s+(\d+)/m.exec(output);
  return match ? Number(match[1]) : undefined;
}

/**
 * Page count of a PDF: the last "page N" line of `mutool show <pdf> pages`; when mupdf cannot read the page
 * tree, poppler's `pdfinfo` is asked instead. A PDF neither can read, or one with no pages, fails permanently.
 */
export async function countPdfPages(pdfPath: string, step: StepOptions): Promise<number> {
  let mutoolError: ConversionError | undefined;
  try {
    const { stdout } = await runMutoolCommand(["show", pdfPath, "pages"], step);
    const count = lastPageNumberFromMutoolShow(stdout.toString("utf8"));
    if (count) return count;
  } catch (error) {
    if (!(error instanceof ConversionError) || error.retryable) throw error;
    mutoolError = error;
  }
  try {
    const { stdout } = await runCommand("pdfinfo", [pdfPath], { ...step, failureReason: DAMAGED_FILE_REASON });
    const count = pageCountFromPdfinfo(stdout.toString("utf8"));
    if (count) return count;
  } catch (error) {
    if (!(error instanceof ConversionError) || error.retryable) throw error;
    if (/password/i.test(`${mutoolError?.message} ${error.message}`)) {
      throw new ConversionError(PASSWORD_PROTECTED_REASON, false);
    }
    throw mutoolError ?? error;
  }
  throw new ConversionError("文档没有任何页面 (the document has no pages)", false);
}
