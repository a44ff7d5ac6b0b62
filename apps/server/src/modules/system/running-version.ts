import fs from "node:fs";
import path from "node:path";

/** The repository's root, from src/modules/system or dist/modules/system alike. */
export const repoRoot = path.resolve(import.meta.dirname, "../../../../..");

let version: string | undefined;

/** The version of the running server: the workspace's package.json (apps/server's when the root's is not shipped). */
export function runningVersion(): string {
  if (version !== undefined) return version;
  for (const file of [path.join(repoRoot, "package.json"), path.resolve(import.meta.dirname, "../../../package.json")]) {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { version?: unknown };
      if (typeof parsed.version === "string") return (version = parsed.version);
    } catch {
      /* not there: try the next */
    }
  }
  return (version = "");
}

const parts = (tag: string) => tag.trim().replace(/^v/i, "").split(/[.+-]/).slice(0, 3).map((p) => Number.parseInt(p, 10) || 0);

/** Whether release tag `a` ("v1.2.0", "1.2") is newer than version `b`, comparing major, minor, patch. */
export function isNewer(a: string, b: string): boolean {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}
