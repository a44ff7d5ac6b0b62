import type { PageOcr } from "./ocr.js";
import type { OcrReport } from "./types.js";

/** Problems kept per conversion: enough to tell what went wrong, not one line per page of a 500-page scan. */
const MAX_PROBLEMS = 3;

/** Collects what OCR did over the pages of one conversion. */
export function ocrReportCollector(enabled: boolean) {
  const report: OcrReport = { enabled, scannedPages: 0, recognizedPages: 0, failedPages: 0, engines: [], problems: [] };
  const problem = (text: string) => {
    if (report.problems.length < MAX_PROBLEMS && !report.problems.includes(text)) report.problems.push(text);
  };
  return {
    report,
    scanned() {
      report.scannedPages += 1;
    },
    /** One page read: `used` when its text replaced the page's own. */
    read(outcome: PageOcr, used: boolean) {
      if (outcome.problem) problem(outcome.problem);
      if (!used) return;
      report.recognizedPages += 1;
      if (!report.engines.includes(outcome.engine)) report.engines.push(outcome.engine);
    },
    failed(page: number, reason: string) {
      report.failedPages += 1;
      problem(`第 ${page} 页${reason}`);
    },
  };
}
