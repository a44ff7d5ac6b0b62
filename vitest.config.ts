import { configDefaults, defineConfig } from "vitest/config";
import { isolatedTestFiles } from "./scripts/isolated-test-files.js";
import { longestFirstSequencer } from "./scripts/test-order/sequencer.js";

const include = ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "apps/web/build-plugins/**/*.test.ts", "scripts/**/*.test.ts"];
const isolated = isolatedTestFiles();
const buildWebApp = "scripts/vitest-web-build.ts";

export default defineConfig({
  // Vitest runs the files it timed as slowest first (its results cache); the PostgreSQL pass keeps timings of its
  // own, where the cluster's tests take tens of seconds that the SQLite pass skips.
  cacheDir: process.env.WENKU_TEST_PG ? "node_modules/.vite-postgres" : "node_modules/.vite",
  resolve: { conditions: ["wenku-source"] },
  ssr: { resolve: { conditions: ["wenku-source"] } },
  test: {
    // Argon2 at its lowest cost for the passwords tests make (modules/users/password.ts).
    env: { WENKU_TEST_PASSWORD_COST: "low" },
    // The built web app (a test's copy under web-build/) runs as Node runs it in production, not through Vite.
    server: { deps: { external: [/\/web-build\//] } },
    pool: "forks",
    // A young generation four times Node's default: the test processes allocate fast and briefly (requests, rows,
    // rendered pages), and fewer scavenges cut their CPU by about 7 % (two runs each of the SQLite pass, 2026-11-26).
    execArgv: ["--max-semi-space-size=64"],
    setupFiles: process.env.WENKU_TEST_CPU_LOG ? ["scripts/test-cpu-log.ts"] : [],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Transformed modules stay on disk between runs, keyed by each file's content and this config: a run transforms
    // only what changed since the last (about 10 s of a pass's workers). `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    maxWorkers: 2,
    // The longest files first, also in a fresh clone without vitest's results cache (scripts/test-order/).
    sequence: { sequencer: longestFirstSequencer(process.env.WENKU_TEST_PG ? "pg" : "sqlite") },
    // A worker keeps the modules it loaded from one file to the next instead of importing the whole server again
    // for each (seconds per file); the files that mock modules run apart, each in a fresh process. Test servers
    // copy databases migrated once per run (apps/server/src/test/database-templates.ts) instead of migrating.
    projects: [
      {
        extends: true,
        test: {
          name: "shared", include, exclude: [...configDefaults.exclude, ...isolated], isolate: false,
          globalSetup: [buildWebApp, "apps/server/src/test/database-templates.ts"],
        },
      },
      ...(isolated.length > 0 ? [{ extends: true as const, test: { name: "isolated", include: isolated, globalSetup: [buildWebApp] } }] : []),
    ],
  },
});
