import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { benchTimeout, runBenches, type BenchRun } from "./run-bench.js";

const hasMariadb = existsSync("/usr/sbin/mariadbd");

/** Benchmarks at a tiny size (run-bench.ts): backup, import, search and the Markdown check, in one process. */
describe("benchmarks at a tiny size: backup, import, search and the Markdown check", () => {
  let runs: Map<string, BenchRun>;
  beforeAll(() => {
    runs = runBenches([
      { name: "backup", env: { WENKU_BENCH_DOCS: "12" } },
      ...(hasMariadb ? [{ name: "import", env: { WENKU_BENCH_DOCS: "8" } }] : []),
      { name: "search", env: { WENKU_BENCH_DOCS: "150", WENKU_BENCH_BACKENDS: "sqlite", WENKU_BENCH_ROUNDS: "1" } },
      { name: "markdown", env: { WENKU_BENCH_ROUNDS: "1", WENKU_BENCH_ARTICLE_CHARS: "5000" } },
    ]);
  }, 3 * benchTimeout);

  it("bench:backup backs up and restores a site and prints its ratios against tar", () => {
    const run = runs.get("backup")!;
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^backup throughput \/ tar -cf = \d+\.\d\d \(goal ≥ 0\.5\)$/);
    expect(lines.at(-2)).toMatch(/^restore throughput \/ tar -xf = \d+\.\d\d/);
  });

  it.skipIf(!hasMariadb)("bench:import makes a MOREDOC site on MariaDB, imports it and prints rows/s and MB/s", () => {
    const run = runs.get("import")!;
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^import: \d+ rows\/s, \d+\.\d MB\/s \(8 documents, \d+ s in all\)$/);
  });

  it("bench:search builds its library, rebuilds the index outside a server and ends on its own", () => {
    const run = runs.get("search")!;
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^sqlite 150: p95 [\d.]+ ms \(p50 [\d.]+\) \/ goal 15 ms = [\d.]+/);
    expect(lines.at(-2)).toMatch(/^sqlite 150: new document found \d+ ms \(median of 5\) \/ goal 1000 ms = [\d.]+/);
  });

  it("bench:markdown checks every input, renders the article and prints the slowest check against its goal and the render", () => {
    const run = runs.get("markdown")!;
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.filter((line) => line.startsWith("  refused ")).length).toBeGreaterThan(20);
    expect(lines.at(-2)).toMatch(/^render of the technical article \(5,000 characters\): \d+ ms CPU$/);
    expect(lines.at(-1)).toMatch(/^markdown check, slowest of \d+ refused inputs \(.+\): [\d.]+ ms CPU \(goal <= 100 ms\); [\d.]+ of the article's render$/);
  });
});
