// The unit and API test files that replace modules (vi.mock, vi.doMock): vitest.config.ts runs them each in a fresh
// process, since a module another file already loaded in the same process would stay unmocked. All other files
// share their worker's loaded modules (isolate: false), which saves re-importing the server for every file.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const mocksModules = /\bvi\s*\.\s*(mock|doMock)\s*\(/;

/** The folders vitest.config.ts's include patterns cover. */
function testRoots(): string[] {
  const packages = fs.readdirSync(path.join(root, "packages")).map((name) => `packages/${name}/src`);
  return ["apps/server/src", "apps/web/app", "scripts", ...packages];
}

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Paths relative to the repository root, sorted. */
export function isolatedTestFiles(): string[] {
  return testRoots()
    .flatMap((dir) => testFiles(path.join(root, dir)))
    .filter((file) => mocksModules.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file))
    .sort();
}
