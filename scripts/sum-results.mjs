// Sums the JSON reports of every suite into the closing line "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
    console.log(`${file}: ${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`);
  } catch {
    console.log(`${file}: unreadable report`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
