import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { runCommand } from "./run-command.js";
import type { StepOptions } from "./step-options.js";
import { privateToolEnvironment } from "./tool-environment.js";
import { ConversionError } from "./types.js";

const EBOOK_CONVERT = "ebook-convert";
/** The reference product's page settings for calibre's PDF output: A4 with half-inch margins. */
const PDF_PAGE_ARGS = [
  "--paper-size", "a4",
  "--pdf-page-margin-bottom", "36",
  "--pdf-page-margin-left", "36",
  "--pdf-page-margin-right", "36",
  "--pdf-page-margin-top", "36",
];

/**
 * Converts an e-book with calibre's `ebook-convert <src> <workDir>/calibre-out/dst.<epub|pdf>`.
 * calibre writes settings and caches under HOME/XDG and needs the offscreen Qt platform; its PDF output renders
 * through Qt WebEngine (Chromium), which refuses to start as root unless its sandbox is switched off.
 */
export async function convertWithCalibre(
  sourcePath: string,
  workDir: string,
  output: "epub" | "pdf",
  step: StepOptions,
): Promise<string> {
  const outDir = join(workDir, "calibre-out");
  await mkdir(outDir, { recursive: true });
  const targetPath = join(outDir, `dst.${output}`);
  const environment = await privateToolEnvironment(workDir, "calibre");
  const runningAsRoot = process.getuid?.() === 0;
  await runCommand(EBOOK_CONVERT, [sourcePath, targetPath, ...(output === "pdf" ? PDF_PAGE_ARGS : [])], {
    ...step,
    env: {
      ...environment,
      CALIBRE_CONFIG_DIRECTORY: join(environment.HOME, "calibre-config"),
      CALIBRE_CACHE_DIRECTORY: join(environment.HOME, "calibre-cache"),
      CALIBRE_TEMP_DIR: environment.TMPDIR,
      QT_QPA_PLATFORM: "offscreen",
      ...(runningAsRoot ? { QTWEBENGINE_CHROMIUM_FLAGS: "--no-sandbox", QTWEBENGINE_DISABLE_SANDBOX: "1" } : {}),
    },
    failureReason: "电子书已损坏、受 DRM 保护或格式不受支持 (the e-book is damaged, DRM-protected or unsupported)",
  });
  // No file is an answer here (calibre failed), checked next.
  const produced = await stat(targetPath).catch(() => undefined);
  if (!produced || produced.size === 0) {
    throw new ConversionError(`电子书转换没有生成文件 (calibre produced no ${output.toUpperCase()})`, false);
  }
  return targetPath;
}
