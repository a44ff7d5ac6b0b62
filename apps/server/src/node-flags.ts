import fs from "node:fs";

/**
 * The V8 flags of a process that serves pages and runs no background work (`WENKU_WORKERS=none`, as a cluster's web
 * processes): `apps/server/web-node-flags`, read by scripts/cluster.sh, the test cluster and bench:api. V8 takes them
 * only when a process starts, so the server cannot set them itself. Why: docs/web.md "The young generation".
 */
export function webNodeFlags(): string[] {
  const file = new URL("../web-node-flags", import.meta.url);
  return fs.readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean);
}
