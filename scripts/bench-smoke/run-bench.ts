import { spawnSync } from "node:child_process";
import fs, { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { snapshotWebBuild } from "../../apps/server/src/test/web-build-snapshot.js";
import { benchSections } from "./bench-markers.js";
import type { BenchRequest } from "./run-benches.js";

const root = path.resolve(import.meta.dirname, "../..");
/** The longest a smoke run may take: the runs that start production servers take minutes on a busy machine. */
export const benchTimeout = 300_000;
/**
 * bench:api and bench:load run the production server (apps/server/dist, compiled by scripts/build.sh or the type
 * check's `tsc -b`) with the built web app (the unit tests' global setup builds it). Skipped only when either is
 * missing. The servers render with a snapshot of the web app taken when no build runs (scripts/build-web.sh holds
 * this lock while it builds), so a build replacing apps/web/build meanwhile does not take it away.
 */
const waitForWebBuild = () => spawnSync("flock", ["/tmp/wenku-build.lock", "true"]);

export function hasBuiltServer(): boolean {
  waitForWebBuild();
  return existsSync(path.join(root, "apps/server/dist/main.js")) && existsSync(path.join(root, "apps/web/build/server/index.js"));
}

/** A snapshot of the built web app in `parent`, taken when no build runs. */
export function webBuildSnapshot(parent: string): string {
  waitForWebBuild();
  return snapshotWebBuild(fs.mkdtempSync(path.join(parent, "web-")));
}

export const snapshotsFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-smoke-"));

/**
 * A benchmark run at a tiny size, so that none can stop working unnoticed: it must end on its own (exit 0, no
 * unsettled await) and print its key figure last. No timing is asserted.
 */
export function runBench(name: string, env: Record<string, string>) {
  return spawnSync("npm", ["run", "--silent", `bench:${name}`], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: benchTimeout });
}

export interface BenchRun {
  /** 0 when the benchmark ended well and the process it ran in exited 0 on its own. */
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Benchmarks whose npm scripts run a module of bench/ through tsx with the sources' condition, run at a tiny size
 * one after the other in one such process (run-benches.ts) instead of one each: every start costs seconds of CPU.
 * The process must still end on its own, so a benchmark that leaves something running fails them all.
 */
export function runBenches(requests: BenchRequest[]): Map<string, BenchRun> {
  const runner = path.join(import.meta.dirname, "run-benches.ts");
  const run = spawnSync(process.execPath, ["--conditions=wenku-source", "--import", "tsx", runner, JSON.stringify(requests)], {
    cwd: root, encoding: "utf8", timeout: benchTimeout * requests.length,
  });
  const sections = benchSections(run.stdout);
  const ended = run.status === 0 ? "" : `\nthe benchmarks' process ended with ${run.status ?? run.signal}`;
  return new Map(requests.map(({ name }) => {
    const section = sections.get(name);
    const status = run.status !== 0 ? run.status : (section?.code ?? null);
    return [name, { status, stdout: section?.stdout ?? "", stderr: run.stderr + ended }];
  }));
}
