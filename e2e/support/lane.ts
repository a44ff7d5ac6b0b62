import { inject } from "vitest";

export interface Lane {
  baseUrl: string;
  dataDir: string;
  /** The server's process (e2e/support/cpu-log.ts counts its CPU). */
  pid: number;
}

/**
 * The server this test file talks to. Browser test files run side by side (vitest.e2e.config.ts maxWorkers), each
 * lane with a server of its own (global-setup.ts), so settings a file changes never reach a file running meanwhile.
 * VITEST_POOL_ID (1…maxWorkers) names the lane: two files running at the same time never share one.
 */
export function lane(): Lane {
  const lanes = inject("lanes");
  const id = Number(process.env.VITEST_POOL_ID ?? "1");
  const found = lanes[id - 1];
  if (!found) throw new Error(`no browser-test server for VITEST_POOL_ID ${id} (${lanes.length} lanes)`);
  return found;
}

/** The data folder of this file's server (its SQLite database, its stored files). */
export const laneDataDir = () => lane().dataDir;
