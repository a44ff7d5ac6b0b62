import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { convertWithCalibre } from "./calibre.js";
import { sourceFamilyOf, unsupportedFormatReason } from "./formats.js";
import { convertOfficeToPdf } from "./office-to-pdf.js";
import { mupdfRenderSource, pdfRenderSource, type RenderSource } from "./render-source.js";
import type { StepOptions } from "./step-options.js";
import { ConversionError } from "./types.js";

/**
 * Copies the upload into the work folder under a fixed name (`source.<ext>`, so no user-chosen file name ever
 * reaches a command line) and turns it into something mupdf can page through (see formats.ts for the routes).
 */
export async function prepareRenderSource(
  sourcePath: string,
  ext: string,
  workDir: string,
  step: StepOptions,
): Promise<RenderSource> {
  const family = sourceFamilyOf(ext);
  if (!family) throw new ConversionError(unsupportedFormatReason(ext), false);
  const localSource = join(workDir, `source${ext}`);
  await copyFile(sourcePath, localSource);
  switch (family) {
    case "pdf":
      return pdfRenderSource(localSource, workDir);
    case "office":
      return pdfRenderSource(await convertOfficeToPdf(localSource, ext, workDir, step), workDir);
    case "calibre-epub":
      return mupdfRenderSource(await convertWithCalibre(localSource, workDir, "epub", step), ".epub", workDir);
    case "calibre-pdf":
      return pdfRenderSource(await convertWithCalibre(localSource, workDir, "pdf", step), workDir);
    case "mupdf":
      return mupdfRenderSource(localSource, ext, workDir);
  }
}
