// Sums the JSON reports of every suite into the closing line "N passed, N failed", after the slowest test files, the
// wall time of each pass (scripts/report-timings.mjs) and the failed tests (scripts/report-failures.mjs). Usage: sum-results.mjs DIR [RUN_START_MS]
import fs from "node:fs";
import path from "node:path";
import { failedTests } from "./report-failures.mjs";
import { slowestFiles, wallTimes } from "./report-timings.mjs";

const dir = process.argv[2];
const startedAtMs = Number(process.argv[3]);
let passed = 0;
let failed = 0;
const reports = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
    reports.push({ suite: path.basename(file, ".json"), report });
    console.log(`${file}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`);
  } catch {
    console.log(`${file}: unreadable report`);
    failed += 1;
  }
}
const slowest = slowestFiles(reports, 15);
if (slowest.length > 0) console.log(`\nSlowest test files (first test start to last test end):\n${slowest.join("\n")}\n`);
const walls = wallTimes(dir, startedAtMs);
if (walls) console.log(`Wall time: ${walls}`);
const failures = failedTests(reports, 30);
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
