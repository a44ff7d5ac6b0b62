import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const packages = ["packages/contract", "apps/server"];

/** The sources `tsc -b` compiles into a package's dist (its tsconfig leaves out tests, fixtures and test support). */
const isCompiled = (file: string) =>
  file.endsWith(".ts") && !file.endsWith(".d.ts") && !file.endsWith(".test.ts") && !file.endsWith("-fixtures.ts") && !/(^|[\\/])(test|fixture)[\\/]/.test(file);

/**
 * Whether every compiled source of `pkg` has its JavaScript in dist, and either that file or the build's record
 * (tsconfig.tsbuildinfo: `tsc -b` rewrites it on every build, but leaves alone an output whose source was saved
 * unchanged) was written after the source last changed.
 */
function distIsCurrent(pkg: string): boolean {
  const src = path.join(repoRoot, pkg, "src");
  const dist = path.join(repoRoot, pkg, "dist");
  const builtAt = fs.statSync(path.join(repoRoot, pkg, "tsconfig.tsbuildinfo"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  for (const file of fs.readdirSync(src, { recursive: true, encoding: "utf8" })) {
    if (!isCompiled(file)) continue;
    const output = fs.statSync(path.join(dist, file.replace(/\.ts$/, ".js")), { throwIfNoEntry: false });
    if (!output || Math.max(output.mtimeMs, builtAt) < fs.statSync(path.join(src, file)).mtimeMs) return false;
  }
  return true;
}

let current: boolean | undefined;

/**
 * The arguments of `node` that run `npm run wenku` in a test's child process (from the repository's root): the
 * built CLI (`apps/server/dist/cli.js`, what production runs) when the type check's `tsc -b` has compiled every
 * source since it last changed, as in `npm test`; else the sources through tsx, as `npm run wenku` does. A start
 * from the build costs about a second of CPU less (docs/testing.md).
 */
export function wenkuCliArgs(): string[] {
  current ??= packages.every(distIsCurrent);
  return current
    ? [path.join(repoRoot, "apps/server/dist/cli.js")]
    : ["--conditions=wenku-source", "--import", "tsx", path.join(repoRoot, "apps/server/src/cli.ts")];
}
