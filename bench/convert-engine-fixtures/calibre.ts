import { execFile } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Makes MOBI/AZW3 fixtures from an EPUB with calibre's own `ebook-convert` (writable HOME and temp folders under
 * `scratchDir`, offscreen Qt), the way real Kindle files are produced.
 */
export async function convertWithCalibre(sourcePath: string, targetPath: string, scratchDir: string): Promise<void> {
  const home = join(scratchDir, "calibre-fixture-home");
  const temp = join(home, "tmp");
  await mkdir(temp, { recursive: true });
  await promisify(execFile)("ebook-convert", [sourcePath, targetPath], {
    env: {
      ...process.env,
      HOME: home,
      TMPDIR: temp,
      XDG_CONFIG_HOME: join(home, ".config"),
      XDG_CACHE_HOME: join(home, ".cache"),
      CALIBRE_CONFIG_DIRECTORY: join(home, "calibre"),
      CALIBRE_TEMP_DIR: temp,
      QT_QPA_PLATFORM: "offscreen",
    },
    timeout: 120_000,
  });
}
