import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { longestFirst } from "./longest-first.js";

export type TestPass = "sqlite" | "pg" | "e2e";

const root = path.resolve(import.meta.dirname, "../..");
/** Seconds each file took in each pass of a full run, written by record.ts and kept in the repository. */
export const recordedDurationsFile = path.join(import.meta.dirname, "recorded-durations.json");

function recordedDurations(pass: TestPass): Record<string, number> {
  try {
    const all = JSON.parse(fs.readFileSync(recordedDurationsFile, "utf8")) as Partial<Record<TestPass, Record<string, number>>>;
    return all[pass] ?? {};
  } catch {
    // No recorded durations (a checkout without the file): files not in vitest's cache keep the order they were found in.
    return {};
  }
}

/**
 * A sequencer for one pass of `npm test`: the longest files first, as vitest orders them when its results cache
 * (node_modules/.vite…) knows their durations. A fresh clone has no such cache and vitest would start the largest
 * files first: small slow files (a benchmark's smoke run, the accessibility walks) then started last and ran alone
 * for minutes on one of the two cores. The durations recorded in the repository stand in for the missing cache.
 */
export function longestFirstSequencer(pass: TestPass) {
  return class LongestFirstSequencer extends BaseSequencer {
    override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const recorded = recordedDurations(pass);
      const timed = files.map((spec) => {
        const relative = path.relative(root, spec.moduleId);
        const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`);
        const seconds = cached?.duration !== undefined ? cached.duration / 1000 : recorded[relative];
        const { config } = spec.project;
        return { spec, groupOrder: config.sequence.groupOrder, project: spec.project.name, isolate: config.isolate, seconds };
      });
      return Promise.resolve(longestFirst(timed).map((file) => file.spec));
    }
  };
}
