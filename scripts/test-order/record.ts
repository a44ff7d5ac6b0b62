/**
 * Writes recorded-durations.json from vitest's results caches as the last full `npm test` left them
 * (node_modules/.vite for the SQLite and browser passes, node_modules/.vite-postgres for the PostgreSQL pass): each
 * file's seconds in each pass, hooks included, which sequencer.ts orders a fresh clone's runs by. Run it right after
 * a full run (a run of a few files overwrites their durations only) when files were added or became much slower:
 * `npm run test:record-order`.
 */
import fs from "node:fs";
import path from "node:path";
import { recordedDurationsFile, type TestPass } from "./sequencer.js";

interface ResultsCache {
  results: Array<[string, { duration?: number }]>;
}

const root = path.resolve(import.meta.dirname, "../..");

function cachedDurations(cacheDir: string): Array<[string, number]> {
  const vitestDir = path.join(root, cacheDir, "vitest");
  const files = fs.existsSync(vitestDir) ? fs.readdirSync(vitestDir).map((hash) => path.join(vitestDir, hash, "results.json")) : [];
  const found = files.filter((file) => fs.existsSync(file));
  if (found.length === 0) throw new Error(`no vitest results in ${cacheDir}: run npm test first`);
  return found.flatMap((file) =>
    (JSON.parse(fs.readFileSync(file, "utf8")) as ResultsCache).results
      .filter(([, result]) => result.duration !== undefined)
      .map(([key, result]): [string, number] => [key, Math.round(result.duration! / 100) / 10]),
  );
}

/** The cache's keys are `<project>:<file>`: the browser pass's project has no name, the others are named. */
const ofPass = (entries: Array<[string, number]>, browser: boolean) =>
  Object.fromEntries(
    entries
      .filter(([key]) => key.startsWith(":") === browser)
      .map(([key, seconds]): [string, number] => [key.slice(key.indexOf(":") + 1), seconds])
      // Files since removed or renamed stay in the cache.
      .filter(([file]) => fs.existsSync(path.join(root, file)))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

const sqliteAndBrowser = cachedDurations("node_modules/.vite");
const recorded: Record<TestPass, Record<string, number>> = {
  sqlite: ofPass(sqliteAndBrowser, false),
  pg: ofPass(cachedDurations("node_modules/.vite-postgres"), false),
  e2e: ofPass(sqliteAndBrowser, true),
};
fs.writeFileSync(recordedDurationsFile, `${JSON.stringify(recorded, null, 1)}\n`);
console.log(`wrote ${path.relative(root, recordedDurationsFile)}: ${Object.entries(recorded).map(([pass, files]) => `${pass} ${Object.keys(files).length} files`).join(", ")}`);
