import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Server tests render real pages (the SSR path of apps/server/src/web), so the web app must be built from the
 * current sources: scripts/build-web.sh builds it when a source changed since its last build, under the lock every
 * build takes. (The server itself runs from its TypeScript sources in tests; only the web bundle needs building.)
 */
export function setup() {
  execFileSync("bash", [path.join(root, "scripts/build-web.sh"), "--if-stale"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}
