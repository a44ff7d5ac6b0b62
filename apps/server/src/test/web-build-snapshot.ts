import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * Gives `intoDir` a copy of the built web app, so the test server keeps serving one consistent build even when
 * `npm run build` replaces apps/web/build during the run (hashed assets would otherwise vanish mid-test).
 * The SSR bundle resolves its packages through a link to the repository's node_modules.
 *
 * Files are hard links where the file system allows: a build writes new files (Vite empties its output folder
 * first; scripts/precompress-web-assets.mjs renames over), so a snapshot's files keep their content, and a test
 * server costs no copy of the megabytes of scripts.
 */
export function snapshotWebBuild(intoDir: string): string {
  const target = path.join(intoDir, "web-build");
  linkTree(path.join(repoRoot, "apps/web/build"), target);
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(target, "node_modules"), "dir");
  return target;
}

function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const copy = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, copy);
    else if (entry.isFile()) linkOrCopy(source, copy);
  }
}

function linkOrCopy(source: string, copy: string) {
  try {
    fs.linkSync(source, copy);
  } catch {
    // Another file system, or one without hard links.
    fs.copyFileSync(source, copy);
  }
}
