import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["wenku-source"] },
  ssr: { resolve: { conditions: ["wenku-source"] } },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
