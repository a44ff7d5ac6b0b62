import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["wenku-source"] },
  ssr: { resolve: { conditions: ["wenku-source"] } },
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}"],
    globalSetup: ["scripts/vitest-web-build.ts"],
    // The built web app (a test's copy under web-build/) runs as Node runs it in production, not through Vite.
    server: { deps: { external: [/\/web-build\//] } },
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
