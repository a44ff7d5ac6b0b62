import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { webNodeFlags } from "./node-flags.js";

const run = promisify(execFile);

/** Allocates short-lived objects until the young generation stops growing, then prints its size in MB. */
const youngGenerationProbe = `
const v8 = require("node:v8");
let keep = [];
for (let i = 0; i < 4e6; i++) { keep.push({ i, text: "x" + i }); if (keep.length > 300000) keep = []; }
const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
console.log(Math.round(space.space_size / 1048576));
`;

describe("a web process's V8 flags (apps/server/web-node-flags)", () => {
  it("are options node starts with, and let the young generation grow past V8's default", async () => {
    const flags = webNodeFlags();
    expect(flags).toContain("--max-semi-space-size=64");
    const youngMb = async (args: string[]) => Number((await run(process.execPath, [...args, "-e", youngGenerationProbe])).stdout.trim());
    const [withFlags, withoutFlags] = await Promise.all([youngMb(flags), youngMb([])]);
    // Two semi-spaces: 2 × 16 MB at most by default, 2 × 64 MB with the flag.
    expect(withoutFlags).toBeLessThanOrEqual(32);
    expect(withFlags).toBeGreaterThan(32);
  });
});
