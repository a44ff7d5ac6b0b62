import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { runMutool } from "./mutool.js";
import type { RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";

/**
 * Renders pages first..last to `<dir>/<page>.svg` with one `mutool draw -F svg` process and returns their paths in
 * page order. Text is drawn as glyph outlines (mupdf's SVG default, the same output as `mutool convert -F svg`), so
 * pages look exactly like the original whatever fonts the reader's device has. `draw` rather than `convert`
 * because it reuses the EPUB layout accelerator instead of laying the whole book out again for every range.
 */
export async function renderSvgRange(
  source: RenderSource,
  first: number,
  last: number,
  dir: string,
  step: StepOptions,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  await runMutool("draw", ["-q", "-F", "svg", "-o", join(dir, "%d.svg")], source, `${first}-${last}`, step);
  return Array.from({ length: last - first + 1 }, (_, index) => join(dir, `${first + index}.svg`));
}
