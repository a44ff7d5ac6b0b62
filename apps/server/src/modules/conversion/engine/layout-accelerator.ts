import { copyFileSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const ACCELERATOR = /\.accel$/;

const accelerators = (dir: string) => readdirSync(dir).filter((name) => ACCELERATOR.test(name));

/**
 * A $TEMP of its own for one mutool run on a book mupdf lays out itself (EPUB, FB2…).
 *
 * mupdf keeps a book's layout in an "accelerator" file in $TEMP: every run reads it when it is newer than the book,
 * and writes it again when it ends, truncating the file in place. Runs sharing one $TEMP therefore read files
 * another run is rewriting or removing ("premature end of file", "cannot draw"); under load that happens often.
 * Each run instead gets a private folder holding a copy of the book's published accelerator, and the first run that
 * writes one publishes it by an atomic rename, so the shared file is only ever replaced whole.
 */
export function privateLayoutTemp(sharedTemp: string): { env: Record<string, string>; done: () => void } {
  const dir = mkdtempSync(join(sharedTemp, "run-"));
  for (const name of accelerators(sharedTemp)) copyFileSync(join(sharedTemp, name), join(dir, name));
  return {
    env: { TEMP: dir, TMP: dir, TMPDIR: dir },
    done: () => {
      try {
        const published = new Set(accelerators(sharedTemp));
        for (const name of accelerators(dir)) if (!published.has(name)) renameSync(join(dir, name), join(sharedTemp, name));
      } catch {
        // Not published (the job's folder is being removed): later runs lay the book out again, nothing worse.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
