import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * Copies the built web app into `intoDir` so the test server keeps serving one consistent build even when
 * `npm run build` replaces apps/web/build during the run (hashed assets would otherwise vanish mid-test).
 * The SSR bundle resolves its packages through a link to the repository's node_modules.
 */
export function snapshotWebBuild(intoDir: string): string {
  const target = path.join(intoDir, "web-build");
  fs.cpSync(path.join(repoRoot, "apps/web/build"), target, { recursive: true });
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(target, "node_modules"), "dir");
  return target;
}
