import { mkdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  convertDocument,
  type ConvertInput,
  type ConvertResult,
} from "../../apps/server/src/modules/conversion/engine/index.js";

export interface ConversionRun {
  result: ConvertResult;
  /** "cover" and "page:<n>" in the order the callbacks fired. */
  events: string[];
  seconds: number;
  /** Seconds from the start until page 1 was reported. */
  firstPageSeconds: number;
  workDir: string;
  outputDir: string;
}

let runCounter = 0;

/** Converts `sourcePath` with fresh work and output folders under `baseDir`, recording the callback order. */
export async function runConversion(
  sourcePath: string,
  baseDir: string,
  overrides: Partial<ConvertInput> = {},
): Promise<ConversionRun> {
  const runDir = join(baseDir, `run-${++runCounter}-${process.pid}`);
  const workDir = join(runDir, "work");
  const outputDir = join(runDir, "out");
  await mkdir(workDir, { recursive: true });
  const events: string[] = [];
  const started = performance.now();
  let firstPageSeconds = Number.NaN;
  const result = await convertDocument({
    sourcePath,
    ext: extname(sourcePath).toLowerCase(),
    workDir,
    outputDir,
    renderPages: 0,
    pageFormat: "auto",
    stepTimeoutMs: 180_000,
    ...overrides,
    onCover: async (cover) => {
      events.push("cover");
      await overrides.onCover?.(cover);
    },
    onPage: async (page) => {
      events.push(`page:${page.number}`);
      if (page.number === 1) firstPageSeconds = (performance.now() - started) / 1000;
      await overrides.onPage?.(page);
    },
  });
  return { result, events, seconds: (performance.now() - started) / 1000, firstPageSeconds, workDir, outputDir };
}

/** The SVG text of a gzip-compressed page. */
export async function readSvgz(path: string): Promise<string> {
  return gunzipSync(await readFile(path)).toString("utf8");
}
