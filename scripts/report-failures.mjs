// The failed tests of every suite, for the end of `npm test` (scripts/sum-results.mjs): the run's last lines are
// often all a CI log keeps, so each failure is named there with the first line of its message.
import path from "node:path";

// eslint-disable-next-line no-control-regex -- the escape character starts the colour codes being removed
const colourCodes = /\u001b\[[0-9;]*m/g;
const firstLine = (text) => (text ?? "").replace(colourCodes, "").split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
const clip = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * "suite  file > test name: first line of the message", one per failed test over every report, at most `count` (then a
 * line saying how many more). A file that failed without a failed test (an import or a hook failed) is one line too.
 */
export function failedTests(reports, count) {
  const lines = reports.flatMap(({ suite, report }) =>
    (report.testResults ?? []).flatMap((file) => {
      const name = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
      if (failed.length === 0) return file.status === "failed" ? [`${suite}  ${name}: ${clip(firstLine(file.message), 300)}`] : [];
      return failed.map((test) => `${suite}  ${name} > ${test.fullName}: ${clip(firstLine(test.failureMessages?.[0]), 300)}`);
    }),
  );
  return lines.length > count ? [...lines.slice(0, count), `… and ${lines.length - count} more`] : lines;
}
