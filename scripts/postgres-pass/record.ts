// Records which server test files the PostgreSQL pass of `npm test` needs (npm run test:record-postgres-pass): runs
// every database test file on a PostgreSQL server that logs each statement, traces the statements to their files
// (the database names the harness gives, test/test-database-name.ts), and writes recorded.json. The pass then runs
// the files kept there and any file recorded since; the others only repeat statements the kept files run.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tagOfDatabase, testFileTag } from "../../apps/server/src/test/test-file-tag.js";
import { alwaysKept } from "./always-kept.js";
import { selectFiles, type RecordedFile } from "./select-files.js";
import { loggedStatements } from "./statement-shapes.js";

const root = path.resolve(import.meta.dirname, "../..");
const output = path.join(import.meta.dirname, "recorded.json");

interface VitestReport {
  success: boolean;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

function runAllOnLoggingServer(databaseUrl: string, files: string[]): VitestReport {
  const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wenku-pg-record-")), "report.json");
  spawnSync("npx", ["vitest", "run", ...files, "--reporter=dot", "--reporter=json", `--outputFile.json=${reportFile}`], {
    cwd: root,
    env: { ...process.env, WENKU_TEST_PG: databaseUrl },
    stdio: "inherit",
  });
  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as VitestReport;
  if (!report.success) throw new Error("some tests failed: a run with failures records nothing");
  return report;
}

function statementsByTag(logDir: string): Map<string, Set<string>> {
  const byTag = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(logDir).filter((file) => file.endsWith(".csv"))) {
    for (const { database, shape } of loggedStatements(fs.readFileSync(path.join(logDir, name), "utf8"))) {
      const tag = tagOfDatabase(database);
      if (!tag) continue;
      const shapes = byTag.get(tag) ?? new Set<string>();
      shapes.add(shape);
      byTag.set(tag, shapes);
    }
  }
  return byTag;
}

const files = execFileSync("node", ["scripts/database-test-files.mjs", "--all"], { cwd: root, encoding: "utf8" }).trim().split("\n");
const started = execFileSync("bash", ["scripts/pg-test-server.sh", "start"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, WENKU_PG_OPTIONS: "-c logging_collector=on -c log_destination=csvlog -c log_statement=all -c log_rotation_size=0" },
}).trim();
const [serverDir = "", databaseUrl = ""] = started.split(" ");
try {
  const report = runAllOnLoggingServer(databaseUrl, files);
  const byTag = statementsByTag(path.join(serverDir, "data/log"));
  const seconds = new Map(report.testResults.map((r) => [path.relative(root, r.name), (r.endTime - r.startTime) / 1000]));
  const recorded: RecordedFile[] = files.map((file) => ({ file, seconds: (seconds.get(file) ?? 0) + 0.5, shapes: byTag.get(testFileTag(file)) ?? new Set() }));
  const selection = selectFiles(recorded, alwaysKept);
  const shapes = new Set(recorded.flatMap((r) => [...r.shapes]));
  fs.writeFileSync(output, `${JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), statementShapes: shapes.size, ...selection }, null, 2)}\n`);
  console.log(`${shapes.size} statement shapes; ${selection.kept.length} files kept, ${selection.covered.length} covered by them: ${path.relative(root, output)}`);
} finally {
  execFileSync("bash", ["scripts/pg-test-server.sh", "stop", serverDir], { cwd: root });
}
