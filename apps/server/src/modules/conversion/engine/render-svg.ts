import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";

/**
 * Renders pages first..last to SVG files in `dir` with one `mutool convert` process and returns their paths in page
 * order. Text is drawn as glyph outlines (mupdf's default), so pages look exactly like the original whatever
 * fonts the reader's device has. `mutool convert` numbers its output files from 1 within the range.
 */
export async function renderSvgRange(
  source: RenderSource,
  first: number,
  last: number,
  dir: string,
  step: StepOptions,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  await runMutool("convert", ["-F", "svg", "-o", join(dir, "%d.svg")], source, `${first}-${last}`, step);
  return Array.from({ length: last - first + 1 }, (_, index) => join(dir, `${index + 1}.svg`));
}
