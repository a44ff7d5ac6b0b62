import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Each benchmark run at a tiny size, so that none can stop working unnoticed: it must end on its own (exit 0, no
 * unsettled await) and print its key figure last. No timing is asserted.
 */
function runBench(name: string, env: Record<string, string>) {
  return spawnSync("npm", ["run", "--silent", `bench:${name}`], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: 300_000 });
}

describe("benchmarks at a tiny size", () => {
  it("bench:backup backs up and restores a site and prints its ratios against tar", () => {
    const run = runBench("backup", { WENKU_BENCH_DOCS: "12" });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^backup throughput \/ tar -cf = \d+\.\d\d \(goal ≥ 0\.5\)$/);
    expect(lines.at(-2)).toMatch(/^restore throughput \/ tar -xf = \d+\.\d\d/);
  });

  it("bench:search builds its library, rebuilds the index outside a server and ends on its own", () => {
    const run = runBench("search", { WENKU_BENCH_DOCS: "150", WENKU_BENCH_BACKENDS: "sqlite", WENKU_BENCH_ROUNDS: "1" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n").at(-1)).toMatch(/^sqlite p95 [\d.]+ ms \/ goal 50 ms = [\d.]+/);
  });
});
