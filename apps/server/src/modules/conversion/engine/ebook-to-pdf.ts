import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { runCommand } from "./run-command.js";
import type { StepOptions } from "./step-options.js";
import { privateToolEnvironment } from "./tool-environment.js";
import { ConversionError } from "./types.js";

const EBOOK_CONVERT = "ebook-convert";

/**
 * MOBI, AZW, AZW3, AZW4 and CHM → A4 PDF with calibre (the same page settings as the reference product).
 * calibre renders through Qt WebEngine: it needs a writable HOME/XDG tree, the offscreen Qt platform, and,
 * only when the server runs as root, Chromium's sandbox switched off (Chromium refuses to start otherwise).
 */
export async function convertEbookToPdf(sourcePath: string, workDir: string, step: StepOptions): Promise<string> {
  const outDir = join(workDir, "calibre-out");
  await mkdir(outDir, { recursive: true });
  const pdfPath = join(outDir, "dst.pdf");
  const environment = await privateToolEnvironment(workDir, "calibre");
  const runningAsRoot = process.getuid?.() === 0;
  const args = [
    sourcePath,
    pdfPath,
    "--paper-size",
    "a4",
    "--pdf-page-margin-bottom",
    "36",
    "--pdf-page-margin-left",
    "36",
    "--pdf-page-margin-right",
    "36",
    "--pdf-page-margin-top",
    "36",
  ];
  await runCommand(EBOOK_CONVERT, args, {
    ...step,
    env: {
      ...environment,
      CALIBRE_CONFIG_DIRECTORY: join(environment.HOME, "calibre-config"),
      CALIBRE_TEMP_DIR: environment.TMPDIR,
      CALIBRE_CACHE_DIRECTORY: join(environment.HOME, "calibre-cache"),
      QT_QPA_PLATFORM: "offscreen",
      ...(runningAsRoot ? { QTWEBENGINE_CHROMIUM_FLAGS: "--no-sandbox", QTWEBENGINE_DISABLE_SANDBOX: "1" } : {}),
    },
    failureReason: "电子书已损坏、受 DRM 保护或格式不受支持 (the e-book is damaged, DRM-protected or unsupported)",
  });
  const produced = await stat(pdfPath).catch(() => undefined);
  if (!produced || produced.size === 0) {
    throw new ConversionError("电子书转换没有生成 PDF (calibre produced no PDF)", false);
  }
  return pdfPath;
}
