// Prints the server test files whose runs depend on the database: those that reach the test harness
// (apps/server/src/test/harness.ts, which reads WENKU_TEST_PG) or read WENKU_TEST_PG themselves, through their
// relative imports; and the script tests that read WENKU_TEST_PG (the cluster's). Less the files
// scripts/postgres-pass/recorded.json finds covered by others. The PostgreSQL pass of `npm test` runs only these; the others (the conversion engine, parsers,
// payment signatures…) would run exactly as they did on SQLite.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverSources = path.join(root, "apps/server/src");
const harness = path.join(serverSources, "test/harness.ts");
const importPattern = /(?:^|[\s;])(?:import|export)\s[^"']*?["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function resolveImport(from, specifier) {
  const bare = path.resolve(path.dirname(from), specifier);
  const candidates = [bare, bare.replace(/\.js$/, ".ts"), bare.replace(/\.js$/, ".tsx"), `${bare}.ts`, path.join(bare, "index.ts")];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every server source that reaches the database settings: found backwards along the imports, from those that read them. */
function databaseDependents() {
  const importers = new Map();
  const reached = new Set([harness]);
  for (const file of sourceFiles(serverSources)) {
    const text = fs.readFileSync(file, "utf8");
    if (text.includes("WENKU_TEST_PG")) reached.add(file);
    for (const match of text.matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const pending = [...reached];
  while (pending.length > 0) {
    for (const importer of importers.get(pending.pop()) ?? []) {
      if (!reached.has(importer)) pending.push(importer), reached.add(importer);
    }
  }
  return reached;
}

/**
 * The files scripts/postgres-pass/record.ts found to add no statement the others do not run on PostgreSQL
 * (recorded.json); `--all` lists them too. A file added since the record is run.
 */
function coveredFiles() {
  const record = path.join(root, "scripts/postgres-pass/recorded.json");
  if (process.argv.includes("--all") || !fs.existsSync(record)) return new Set();
  return new Set(JSON.parse(fs.readFileSync(record, "utf8")).covered);
}

const dependents = databaseDependents();
const covered = coveredFiles();
// Script tests that need the PostgreSQL pass (the cluster's: scripts/cluster/) name WENKU_TEST_PG themselves.
const scriptTests = sourceFiles(path.join(root, "scripts")).filter((file) => file.endsWith(".test.ts") && fs.readFileSync(file, "utf8").includes("WENKU_TEST_PG"));
const tests = [...sourceFiles(serverSources).filter((file) => file.endsWith(".test.ts") && dependents.has(file)), ...scriptTests];
for (const file of tests.map((full) => path.relative(root, full)).sort()) if (!covered.has(file)) console.log(file);
