import { beforeAll, describe, expect, it } from "vitest";
import { benchTimeout, runBenches, type BenchRun } from "./run-bench.js";

/** Benchmarks at a tiny size (run-bench.ts): orders, retrieval and conversion, in one process. */
describe("benchmarks at a tiny size: orders, retrieval and conversion", () => {
  let runs: Map<string, BenchRun>;
  beforeAll(() => {
    runs = runBenches([
      { name: "orders", env: { WENKU_BENCH_USERS: "20", WENKU_BENCH_ORDERS: "60" } },
      { name: "rag", env: { WENKU_BENCH_CHUNKS: "500", WENKU_BENCH_DOCUMENTS: "10", WENKU_BENCH_BACKENDS: "sqlite", WENKU_BENCH_ROUNDS: "1", WENKU_BENCH_QUESTIONS: "3" } },
      { name: "convert", env: { WENKU_BENCH_PAGES: "4", WENKU_BENCH_BIG_PAGES: "8", WENKU_BENCH_DOCX_PAGES: "2", WENKU_BENCH_ROUNDS: "1" } },
    ]);
  }, 3 * benchTimeout);

  it("bench:orders settles notifications through the callback path and prints the ratio to verify-only (SQLite)", () => {
    const run = runs.get("orders")!;
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("ledger check: ok (21 users, 60 orders)");
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^key figure \(sqlite\): the settlement callback path runs at \d+\.\d\d× the requests\/s of the verify-only callback path \(same 180 signed/);
  });

  it("bench:rag builds its library and vector index, retrieves, streams answers and prints its p95 and recall against the goals (SQLite)", () => {
    const run = runs.get("rag")!;
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/vector search \(k = 60\), realistic: p50 [\d.]+ ms, p95 [\d.]+ ms; recall@10 [\d.]+%/);
    const lines = run.stdout.trim().split("\n");
    // Each question's time from the references line to the first token less the provider called directly: below zero
    // when the direct call of that question happened to take longer (a few questions at this size).
    expect(lines.at(-5)).toMatch(/^sqlite our stream's addition to the first token p95 -?[\d.]+ ms \/ goal 30 ms = -?[\d.]+/);
    expect(lines.at(-4)).toMatch(/^sqlite hybrid retrieval p95 [\d.]+ ms \/ goal 50 ms = [\d.]+/);
    expect(lines.at(-3)).toMatch(/^sqlite uniform vectors \(the worst case, no goal\): recall@10 [\d.]+, vector search p95 [\d.]+ ms$/);
    expect(lines.at(-2)).toMatch(/^sqlite vector search p95 [\d.]+ ms \/ goal 10 ms = [\d.]+/);
    expect(lines.at(-1)).toMatch(/^sqlite vector recall@10 [\d.]+ \/ goal 0\.95 = [\d.]+/);
  });

  it("bench:convert makes its fixtures, converts a PDF, a DOCX and a merged PDF through the API and prints its four figures", () => {
    const run = runs.get("convert")!;
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.at(-4)).toMatch(/^\(a\) end-to-end \/ mutool convert, best of 1: \d+\.\d\d \(/);
    expect(lines.at(-3)).toMatch(/^\(b\) 2-page DOCX upload → page 1 served, best of 1: [\d.]+ s/);
    expect(lines.at(-2)).toMatch(/^\(c\) peak RSS of the server and its children, 8-page PDF: \d+ MB/);
    expect(lines.at(-1)).toMatch(/^\(d\) end-to-end with \/ without word positions, best of 1: \d+\.\d\d \(/);
  });
});
