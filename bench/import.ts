/**
 * MOREDOC import benchmark (npm run bench:import [-- --documents N]). Starts a throw-away MariaDB
 * (scripts/mariadb-test-server.sh), makes a MOREDOC 3.2.0 site of N documents (10,000 by default; WENKU_BENCH_DOCS
 * too) with `createMoredocSite` (about 15 rows per document over every table, the real converted documents of the
 * test fixtures under distinct hashes, their page previews), then imports it into a new Wenku site on SQLite and
 * local files with `importMoredoc`, in this process, as `npm run wenku -- import:moredoc` does. The site is built
 * outside the timing. It prints each step's rows and rows/s (files: MB/s), then, last, the key figures: rows per
 * second over the table steps, MB of files per second over the files step, and the whole import's seconds.
 * WENKU_BENCH_DIR names the folder for the temporary data (default: the temp folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeContext, createContext, silentLogger } from "../apps/server/src/bootstrap.js";
import { createMoredocSite } from "../apps/server/src/import/moredoc/fixture/create-moredoc-site.js";
import { startMariadbTestServer } from "../apps/server/src/import/moredoc/fixture/mariadb-test-server.js";
import { importMoredoc } from "../apps/server/src/import/moredoc/import-moredoc.js";
import type { ProgressSink } from "../apps/server/src/import/moredoc/progress.js";

const argument = process.argv.indexOf("--documents");
const DOCS = Number(argument > 0 ? process.argv[argument + 1] : (process.env.WENKU_BENCH_DOCS ?? 10_000));
const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
const seconds = (since: number) => (performance.now() - since) / 1000;
const mb = (bytes: number) => bytes / 1024 / 1024;

interface StepTiming {
  label: string;
  rows: number;
  bytes: number;
  seconds: number;
}

/** A progress sink that records each step's rows, bytes and time instead of drawing bars. */
function timingProgress(steps: StepTiming[]): ProgressSink {
  return {
    start(label) {
      const step: StepTiming = { label, rows: 0, bytes: 0, seconds: 0 };
      const started = performance.now();
      steps.push(step);
      return {
        add(rows, bytes = 0) {
          step.rows += rows;
          step.bytes += bytes;
        },
        done() {
          step.seconds = seconds(started);
        },
      };
    },
    line() {},
  };
}

async function main() {
  if (!Number.isInteger(DOCS) || DOCS < 1) throw new Error(`--documents wants a positive whole number, not ${DOCS}`);
  const root = fs.mkdtempSync(path.join(process.env.WENKU_BENCH_DIR ?? os.tmpdir(), "wenku-bench-import-"));
  const server = await startMariadbTestServer();
  try {
    console.log(`MOREDOC import benchmark: ${DOCS} documents, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
    const filesDir = path.join(root, "moredoc");
    let started = performance.now();
    const site = await createMoredocSite({ dsn: server.dsn, filesDir, documents: DOCS });
    const sourceRows = Object.values(site.counts).reduce((sum, n) => sum + n, 0);
    console.log(`  MOREDOC site made in ${seconds(started).toFixed(1)} s: ${sourceRows} rows, ${site.files.count} files, ${mb(site.files.bytes).toFixed(0)} MB`);

    const ctx = await createContext({ dataDir: path.join(root, "wenku"), workers: "none" }, silentLogger);
    const steps: StepTiming[] = [];
    let importSeconds: number;
    try {
      started = performance.now();
      await importMoredoc(ctx, { dsn: server.dsn, filesDir, progress: timingProgress(steps), out: quiet });
      importSeconds = seconds(started);
    } finally {
      await closeContext(ctx);
    }

    console.log("\nstep                     rows      s     rows/s");
    for (const step of steps) {
      const rate = step.seconds > 0 ? step.rows / step.seconds : 0;
      const files = step.bytes > 0 ? `  ${mb(step.bytes).toFixed(0)} MB, ${(mb(step.bytes) / Math.max(step.seconds, 1e-3)).toFixed(1)} MB/s` : "";
      console.log(`${step.label.padEnd(22)} ${String(step.rows).padStart(7)} ${step.seconds.toFixed(2).padStart(6)} ${rate.toFixed(0).padStart(10)}${files}`);
    }
    const rowSteps = steps.filter((step) => step.bytes === 0);
    const rows = rowSteps.reduce((sum, step) => sum + step.rows, 0);
    const rowSeconds = rowSteps.reduce((sum, step) => sum + step.seconds, 0);
    const fileSteps = steps.filter((step) => step.bytes > 0);
    const bytes = fileSteps.reduce((sum, step) => sum + step.bytes, 0);
    const fileSeconds = fileSteps.reduce((sum, step) => sum + step.seconds, 0);
    console.log(`\nwhole import ${importSeconds.toFixed(1)} s (search index rebuild included): ${rows} rows in ${rowSeconds.toFixed(1)} s, ${mb(bytes).toFixed(0)} MB of files in ${fileSeconds.toFixed(1)} s`);
    console.log(`import: ${(rows / Math.max(rowSeconds, 1e-3)).toFixed(0)} rows/s, ${(mb(bytes) / Math.max(fileSeconds, 1e-3)).toFixed(1)} MB/s (${DOCS} documents, ${importSeconds.toFixed(0)} s in all)`);
  } finally {
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

await main();
