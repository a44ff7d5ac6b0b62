import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const buildInfoSchema = z.object({ hash: z.string(), build_at: z.string() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** Written by scripts/build.sh beside the compiled server: dist/build-info.json. */
const builtFile = path.resolve(import.meta.dirname, "../../build-info.json");
const repoRoot = path.resolve(import.meta.dirname, "../../../../..");

function readBuiltFile(file: string): BuildInfo | null {
  try {
    return buildInfoSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}

/** Running from sources: the checked-out commit (empty without git), compiled when the process started. */
function fromCheckout(): BuildInfo {
  let hash = "";
  try {
    hash = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 5000 }).trim();
  } catch {
    /* no git, or not a checkout */
  }
  return { hash, build_at: new Date(Date.now() - process.uptime() * 1000).toISOString() };
}

/** The build recorded in `file`, else the checkout's commit. */
export function readBuildInfo(file: string): BuildInfo {
  return readBuiltFile(file) ?? fromCheckout();
}

let cached: BuildInfo | undefined;

/** The commit and build time of the running server (GET /api/v1/stats `hash`, `build_at`), read once. */
export function buildInfo(): BuildInfo {
  return (cached ??= readBuildInfo(builtFile));
}
