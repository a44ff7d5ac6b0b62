import { rm } from "node:fs/promises";
import { join } from "node:path";
import { isPageBuffer, reusePageBuffer } from "./page-buffers.js";
import { choosePageFormat, formatDependsOnText } from "./page-format.js";
import { renderRasterPages, writeWebpPage } from "./raster-page.js";
import { pixelSizeOfPoints } from "./render-resolution.js";
import type { RenderSource } from "./render-source.js";
import { streamSvgRange } from "./render-svg.js";
import type { StepOptions } from "./step-options.js";
import { inspectSvg, insertIntoSvg } from "./svg-page.js";
import { SvgNotWellFormedError, writeSvgz, type PageGlyphs } from "./svgz-file.js";
import { visibleCharacterCount } from "./text-cleanup.js";
import { ConversionError, type ConvertInput, type RenderedPage } from "./types.js";
import { watermarkMarkup, type PreparedWatermark } from "./watermark.js";

export interface PageRenderContext {
  source: RenderSource;
  workDir: string;
  outputDir: string;
  pageFormat: ConvertInput["pageFormat"];
  watermark?: PreparedWatermark;
  onPage?: ConvertInput["onPage"];
  /** Each SVG page's size in points, as soon as it is known (before its format is chosen). */
  onPageSize?: (number: number, size: { widthPt: number; heightPt: number }) => void;
  /** Given, each SVG page's glyphs, read while its data-text attributes are stripped (where its words are). */
  onGlyphs?: (number: number, glyphs: PageGlyphs, size: { widthPt: number; heightPt: number }) => void;
  /** Runs a CPU-bound tool process within the engine's concurrency (the rest of a range overlaps other ranges' tools). */
  limitTool: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * Renders pages first..last (one mutool process for the SVGs, one for the pages that need a raster), writes each
 * as `<n>.svgz` or `<n>.webp` in the output folder and reports it through onPage as soon as it is written.
 * `texts` gives the pages' text layers (for the format decision; asked only for pages whose format depends on it);
 * `readyRasters` are page rasters rendered elsewhere (page 1's, for the cover): such a page, when it is a WebP page,
 * is published as soon as its raster is ready rather than after the range.
 */
export async function renderPageRange(
  context: PageRenderContext,
  first: number,
  last: number,
  texts: () => Promise<string[]>,
  step: StepOptions,
  readyRasters = new Map<number, Promise<string>>(),
): Promise<RenderedPage[]> {
  const scratch = join(context.workDir, `pages-${first}-${last}`);
  const rendered: RenderedPage[] = [];
  const publish = async (page: RenderedPage) => {
    rendered.push(page);
    await context.onPage?.(page);
  };
  const rasterPages: number[] = [];
  const publishWebp = async (number: number, raster: string) => {
    const file = join(context.outputDir, `${number}.webp`);
    const size = await writeWebpPage(raster, file, context.watermark);
    await publish({ number, file, format: "webp", ...size });
  };
  const rasterLater = async (number: number) => {
    const ready = readyRasters.get(number);
    if (ready) await publishWebp(number, await ready);
    else rasterPages.push(number);
  };

  const writeSvgPage = async (number: number, svg: Buffer) => {
    const facts = inspectSvg(svg);
    context.onPageSize?.(number, facts);
    // WebP when the SVG embeds > 256 KiB of raster images (> 16 KiB on a page with < 20 characters of text: a
    // scan) or exceeds 4 MiB; gzip-compressed SVG otherwise (rule and constants in page-format.ts). Only the
    // pages whose text can tip the rule wait for the text pass.
    const characters = formatDependsOnText(context.pageFormat, facts) ? visibleCharacterCount((await texts())[number - first] ?? "") : 0;
    if (choosePageFormat(context.pageFormat, characters, facts) === "webp") {
      if (isPageBuffer(svg)) reusePageBuffer(svg.buffer as ArrayBuffer);
      return rasterLater(number);
    }
    const file = join(context.outputDir, `${number}.svgz`);
    const watermarked = context.watermark ? insertIntoSvg(svg, watermarkMarkup(context.watermark, facts.widthPt, facts.heightPt)) : svg;
    if (watermarked !== svg && isPageBuffer(svg)) reusePageBuffer(svg.buffer as ArrayBuffer);
    const glyphs = await writeSvgz(watermarked, file, Boolean(context.onGlyphs)).catch((error: unknown) => {
      if (!(error instanceof SvgNotWellFormedError)) throw error;
      throw new ConversionError(`第 ${number} 页图片不是有效的 SVG (page ${number} is ${error.message})`, false);
    });
    if (glyphs) context.onGlyphs?.(number, glyphs, facts);
    await publish({ number, file, format: "svgz", ...pixelSizeOfPoints(facts.widthPt, facts.heightPt) });
  };

  if (context.pageFormat === "webp") {
    for (let page = first; page <= last; page++) await rasterLater(page);
  } else {
    await context.limitTool(() =>
      streamSvgRange(context.source, first, last, join(scratch, "svg"), step, writeSvgPage),
    );
  }

  const rasters = rasterPages.length
    ? await context.limitTool(() => renderRasterPages(context.source, rasterPages, join(scratch, "raster"), step))
    : new Map<number, string>();
  for (const number of rasterPages) await publishWebp(number, rasters.get(number)!);
  await rm(scratch, { recursive: true, force: true });
  return rendered;
}
