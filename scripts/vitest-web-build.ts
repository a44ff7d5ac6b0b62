import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtEntry = path.join(root, "apps/web/build/server/index.js");
const sources = ["packages/contract/src", "apps/web/app", "apps/web/vite.config.ts", "apps/web/react-router.config.ts"];

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * Server tests render real pages (the SSR path of apps/server/src/web), so the web app must be built from the
 * current sources: builds it first when it is missing or older than them, holding the lock every build takes.
 * (The server itself runs from its TypeScript sources in tests; only the web bundle needs building.)
 */
export function setup() {
  const builtAt = fs.existsSync(builtEntry) ? fs.statSync(builtEntry).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map((s) => newestChange(path.join(root, s))))) return;
  console.log("[vitest] building the web app for the server-render tests");
  execFileSync("flock", ["/tmp/wenku-build.lock", "npm", "run", "build", "-w", "apps/web", "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}
