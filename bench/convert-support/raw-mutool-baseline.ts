import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { MUTOOL } from "../../apps/server/src/modules/conversion/engine/mutool.js";
import { runCommand } from "../../apps/server/src/modules/conversion/engine/run-command.js";

/**
 * The benchmark baseline: seconds taken by a bare `mutool convert -o <outDir>/%d.svg <pdf>` (every page, one
 * process, no text, no gzip, no parallelism) — what the reference product does for its previews.
 */
export async function measureRawMutool(pdfPath: string, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const started = process.hrtime.bigint();
  await runCommand(MUTOOL, ["convert", "-o", join(outDir, "%d.svg"), pdfPath], {
    timeoutMs: 60 * 60 * 1000,
    failureReason: "mutool convert failed",
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}
