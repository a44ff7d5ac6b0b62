// Timings for the end of `npm test` (scripts/sum-results.mjs): the slowest test files of all suites, and how long each
// pass of scripts/test.sh took (its wall-times.tsv: one "pass<TAB>milliseconds" line per pass).
import fs from "node:fs";
import path from "node:path";

const seconds = (ms) => (ms / 1000).toFixed(1);
/** "2m05s": rounded to the second first, so 119.6 s reads 2m00s, not 1m60s. */
const minutes = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}m${String(total % 60).padStart(2, "0")}s`;
};

/**
 * The `count` slowest files over every report, each as "seconds  suite  file". A file's time runs from its first
 * test's start to its last test's end (vitest's JSON report): its imports and beforeAll hooks are not in it.
 */
export function slowestFiles(reports, count) {
  const files = reports.flatMap(({ suite, report }) =>
    (report.testResults ?? []).map((file) => ({ suite, name: file.name, ms: (file.endTime ?? 0) - (file.startTime ?? 0) })),
  );
  const width = Math.max(0, ...reports.map((r) => r.suite.length));
  return files
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((file) => `${seconds(file.ms).padStart(7)} s  ${file.suite.padEnd(width)}  ${path.relative(process.cwd(), file.name)}`);
}

/** "sqlite 2m31s, postgres 3m02s, …; total 9m40s" from the passes test.sh timed and the run's start (ms since 1970). */
export function wallTimes(dir, startedAtMs) {
  const file = path.join(dir, "wall-times.tsv");
  const passes = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => line.split("\t"))
    : [];
  const parts = passes.map(([name, ms]) => `${name} ${minutes(Number(ms))}`);
  const total = Number.isFinite(startedAtMs) ? `total ${minutes(Date.now() - startedAtMs)}` : "";
  return [parts.join(", "), total].filter(Boolean).join("; ");
}
