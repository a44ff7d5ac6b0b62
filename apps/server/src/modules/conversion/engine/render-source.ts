import { access, mkdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A document mupdf pages through: a PDF, or a format mupdf lays out itself (EPUB, FB2, XPS, CBZ). */
export interface RenderSource {
  path: string;
  /** "reflowable": EPUB/FB2, laid out by mupdf from markup; "fixed": XPS/CBZ pages. */
  layout: "pdf" | "reflowable" | "fixed";
  /** Layout arguments given to every mutool call (e.g. the user stylesheet for EPUB). */
  layoutArgs: string[];
  /** Environment for every mutool call on this document. */
  env: Record<string, string>;
}

/** Noto CJK (fonts-noto-cjk) first; any of them covers Simplified Chinese. */
const CJK_FONT_CANDIDATES = [
  { regular: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", bold: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc" },
  { regular: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", bold: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc" },
  { regular: "/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc", bold: "/usr/share/fonts/noto-cjk/NotoSerifCJK-Bold.ttc" },
  { regular: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", bold: undefined },
];

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * A user stylesheet that lays reflowable books out in an installed CJK font. mupdf's built-in CJK fallback font
 * (Debian build) lacks many common hanzi, which silently vanish from both the page and its text; forcing a full
 * CJK font (!important beats the book's own font rules) keeps every character.
 */
async function writeCjkUserStylesheet(workDir: string): Promise<string | undefined> {
  for (const font of CJK_FONT_CANDIDATES) {
    if (!(await exists(font.regular))) continue;
    const boldFace = font.bold && (await exists(font.bold))
      ? `@font-face { font-family: "WenkuCJK"; font-weight: bold; src: url("${font.bold}"); }\n`
      : "";
    const css =
      `@font-face { font-family: "WenkuCJK"; src: url("${font.regular}"); }\n${boldFace}` +
      `html, body, p, div, span, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, a, em, strong, b, i, blockquote, pre, code {` +
      ` font-family: "WenkuCJK" !important; }\n`;
    const path = join(workDir, "mupdf-user.css");
    await writeFile(path, css);
    return path;
  }
  return undefined;
}

/** mupdf writes EPUB layout accelerators to $TEMP; keep them inside the job instead of /var/tmp. */
async function mutoolEnvironment(workDir: string): Promise<Record<string, string>> {
  const temp = join(workDir, "mupdf-tmp");
  await mkdir(temp, { recursive: true });
  return { TEMP: temp, TMP: temp, TMPDIR: temp };
}

export async function pdfRenderSource(pdfPath: string, workDir: string): Promise<RenderSource> {
  return { path: pdfPath, layout: "pdf", layoutArgs: [], env: await mutoolEnvironment(workDir) };
}

/**
 * mupdf reads a layout accelerator only when its file is newer than the book, to the second; a book written within
 * the second before (calibre's output, the upload's copy) would be laid out again by every run. The book is the
 * job's own copy, so it is dated back.
 */
const LONG_AGO = new Date("2000-01-01T00:00:00Z");

export async function mupdfRenderSource(sourcePath: string, ext: string, workDir: string): Promise<RenderSource> {
  const reflowable = ext === ".epub" || ext === ".fb2";
  if (reflowable) await utimes(sourcePath, LONG_AGO, LONG_AGO);
  const stylesheet = reflowable ? await writeCjkUserStylesheet(workDir) : undefined;
  return {
    path: sourcePath,
    layout: reflowable ? "reflowable" : "fixed",
    layoutArgs: stylesheet ? ["-U", stylesheet] : [],
    env: await mutoolEnvironment(workDir),
  };
}
