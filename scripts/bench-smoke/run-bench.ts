import { spawnSync } from "node:child_process";
import fs, { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { snapshotWebBuild } from "../../apps/server/src/test/web-build-snapshot.js";

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
