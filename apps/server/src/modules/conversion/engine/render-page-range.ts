import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { choosePageFormat } from "./page-format.js";
import { renderPngPages, writeWebpPage } from "./raster-page.js";
import { pixelSizeOfPoints } from "./render-resolution.js";
import type { RenderSource } from "./render-source.js";
import { renderSvgRange } from "./render-svg.js";
import type { StepOptions } from "./step-options.js";
import { inspectSvg, insertIntoSvg, writeSvgz } from "./svg-page.js";
import { visibleCharacterCount } from "./text-cleanup.js";
import type { ConvertInput, RenderedPage } from "./types.js";
import { watermarkMarkup, type PreparedWatermark } from "./watermark.js";

export interface PageRenderContext {
  source: RenderSource;
  workDir: string;
  outputDir: string;
  pageFormat: ConvertInput["pageFormat"];
  watermark?: PreparedWatermark;
  onPage?: ConvertInput["onPage"];
}

/**
 * Renders pages first..last (one mutool process for the SVGs, one for the pages that need a raster), writes each
 * as `<n>.svgz` or `<n>.webp` in the output folder and reports it through onPage as soon as it is written.
 * `texts` are the pages' text layers (for the format decision); `readyPngs` are page rasters already rendered.
 */
export async function renderPageRange(
  context: PageRenderContext,
  first: number,
  last: number,
  texts: string[],
  step: StepOptions,
  readyPngs = new Map<number, string>(),
): Promise<RenderedPage[]> {
  const scratch = join(context.workDir, `pages-${first}-${last}`);
  const rendered: RenderedPage[] = [];
  const publish = async (page: RenderedPage) => {
    rendered.push(page);
    await context.onPage?.(page);
  };
  const rasterPages: number[] = [];

  if (context.pageFormat === "webp") {
    for (let page = first; page <= last; page++) rasterPages.push(page);
  } else {
    const svgPaths = await renderSvgRange(context.source, first, last, join(scratch, "svg"), step);
    for (let index = 0; index < svgPaths.length; index++) {
      const number = first + index;
      const svg = await readFile(svgPaths[index]);
      await rm(svgPaths[index]);
      const facts = inspectSvg(svg);
      // WebP when the SVG embeds > 256 KiB of raster images (> 16 KiB on a page with < 20 characters of text: a
      // scan) or exceeds 4 MiB; gzip-compressed SVG otherwise (rule and constants in page-format.ts).
      if (choosePageFormat(context.pageFormat, visibleCharacterCount(texts[index] ?? ""), facts) === "webp") {
        rasterPages.push(number);
        continue;
      }
      const file = join(context.outputDir, `${number}.svgz`);
      const watermarked = context.watermark
        ? insertIntoSvg(svg, watermarkMarkup(context.watermark, facts.widthPt, facts.heightPt))
        : svg;
      await writeSvgz(watermarked, file);
      await publish({ number, file, format: "svgz", ...pixelSizeOfPoints(facts.widthPt, facts.heightPt) });
    }
  }

  const pagesToRasterize = rasterPages.filter((page) => !readyPngs.has(page));
  const pngs = pagesToRasterize.length
    ? await renderPngPages(context.source, pagesToRasterize, join(scratch, "png"), step)
    : new Map<number, string>();
  for (const number of rasterPages) {
    const png = readyPngs.get(number) ?? pngs.get(number)!;
    const file = join(context.outputDir, `${number}.webp`);
    const size = await writeWebpPage(png, file, context.watermark);
    await publish({ number, file, format: "webp", ...size });
  }
  await rm(scratch, { recursive: true, force: true });
  return rendered;
}
