import { defineConfig } from "vitest/config";
import { longestFirstSequencer } from "./scripts/test-order/sequencer.js";

export default defineConfig({
  resolve: { conditions: ["wenku-source"] },
  ssr: { resolve: { conditions: ["wenku-source"] } },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    pool: "forks",
    // Two files at a time, each against a server of its own (e2e/support/lane.ts), so that the settings one changes
    // (login required, site closed…) never reach the other.
    maxWorkers: Number(process.env.WENKU_E2E_LANES ?? 2),
    fileParallelism: true,
    // The longest files first, also in a fresh clone without vitest's results cache (scripts/test-order/).
    sequence: { sequencer: longestFirstSequencer("e2e") },
    // A worker keeps playwright and the test support it loaded from one file to the next (each file launches its own
    // browser and talks to its lane's server, so no state is shared).
    isolate: false,
    // Transformed modules stay on disk between runs (vitest.config.ts says more).
    experimental: { fsModuleCache: true },
    testTimeout: 180_000,
    // A browser on a loaded (cold CI) machine can take seconds to react: expect.poll waits up to 10 s unless a test
    // says otherwise (vitest's default, 1 s, made waits for a focus or a redraw fail there).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
