import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { resolveExecutable } from "./limited-command.js";

const run = promisify(execFile);

/** apps/server/native (from src/ or dist/, which mirror each other). */
const nativeFolder = path.resolve(import.meta.dirname, "../../../../native");
const helperSource = path.join(nativeFolder, "wenku-stext.c");
/** Where the compiled helper is kept, one folder per source and libmupdf, so a changed one is compiled again. */
const cacheFolder = path.resolve(import.meta.dirname, "../../../../node_modules/.cache/wenku-native");
const MUPDF_ARCHIVE = "/usr/lib/libmupdf.a";
const MUPDF_HEADER = "/usr/include/mupdf/fitz.h";
/** The libraries Debian's static libmupdf needs besides its own archives, by name (each resolved below). */
const SHARED_LIBRARIES = ["mujs", "gumbo", "openjp2", "jbig2dec", "jpeg", "z", "freetype", "harfbuzz"];

let helper: Promise<string | undefined> | undefined;

/**
 * The link argument for a library: `-lname` when its development link exists, else the path of its runtime
 * library from the loader's cache (Debian ships several only as `libname.so.N` without their -dev packages).
 */
function linkArgument(name: string, loaderCache: string): string {
  const entries = [...loaderCache.matchAll(/^\s*(lib[\w+.-]+\.so(?:\.[\d.]+)?) \(libc6,x86-64[^)]*\) => (\S+)$/gm)];
  const plain = entries.find(([, file]) => file === `lib${name}.so`);
  if (plain) return `-l${name}`;
  const runtime = entries.find(([, file]) => file.startsWith(`lib${name}.so.`));
  return runtime ? runtime[2] : `-l${name}`;
}

async function compile(target: string): Promise<void> {
  const compiler = resolveExecutable("cc") ?? resolveExecutable("gcc");
  if (!compiler) throw new Error("no C compiler (cc or gcc)");
  const { stdout: loaderCache } = await run("ldconfig", ["-p"], { maxBuffer: 16 * 1024 * 1024 });
  const libraries = SHARED_LIBRARIES.map((name) => linkArgument(name, loaderCache));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${crypto.randomUUID()}.part`;
  try {
    await run(compiler, ["-O2", "-s", "-o", partial, helperSource, "-lmupdf", "-lmupdf-third", ...libraries, "-lm"], { maxBuffer: 16 * 1024 * 1024 });
    // Renamed into place whole: processes compiling at once each write their own file, the last rename wins.
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function findOrCompile(): Promise<string | undefined> {
  if (process.env.WENKU_STEXT_HELPER === "off") return undefined;
  const archive = fs.statSync(MUPDF_ARCHIVE, { throwIfNoEntry: false });
  if (!archive || !fs.existsSync(MUPDF_HEADER) || !fs.existsSync(helperSource)) return undefined;
  const key = crypto.createHash("sha256").update(fs.readFileSync(helperSource)).update(`${archive.size}:${archive.mtimeMs}`).digest("hex").slice(0, 16);
  const target = path.join(cacheFolder, key, "wenku-stext");
  if (!fs.existsSync(target)) await compile(target);
  return target;
}

/**
 * The path of `wenku-stext` (apps/server/native/wenku-stext.c), compiled on first use against Debian's libmupdf-dev
 * and kept; undefined when it cannot be had here (no libmupdf-dev or compiler, or WENKU_STEXT_HELPER=off), and the
 * text pass then reads mupdf's XML instead (`mutool draw -F stext`), which gives the same pages at ~2.5× the CPU.
 */
export function stextHelper(): Promise<string | undefined> {
  helper ??= findOrCompile().catch((error: unknown) => {
    process.emitWarning(`wenku-stext could not be compiled, the text pass reads mupdf's XML instead: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  return helper;
}
