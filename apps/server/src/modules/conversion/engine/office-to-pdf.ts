import { mkdir, rm, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { assertOfficeContent } from "./content-check.js";
import { runCommand } from "./run-command.js";
import type { StepOptions } from "./step-options.js";
import { detectPlainTextEncoding } from "./text-encoding.js";
import { privateToolEnvironment } from "./tool-environment.js";
import { ConversionError } from "./types.js";
import { convertWithWarmOffice } from "./warm-office.js";
import type { OfficeRequest } from "./office-host-process.js";

const SOFFICE = "soffice";
/** LibreOffice text-encoding names and numeric ids (rtl_TextEncoding: 76 = UTF-8, 85 = GB 18030, 0xFFFF = UTF-16). */
const LIBREOFFICE_ENCODINGS = {
  "utf-8": { name: "UTF8", id: 76 },
  "utf-16": { name: "UNICODE", id: 65535 },
  gb18030: { name: "GB_18030", id: 85 },
} as const;

/** Import filter for plain text and CSV, whose encoding LibreOffice would otherwise guess from the locale. */
async function importFilterFor(sourcePath: string, ext: string): Promise<OfficeRequest["filter"]> {
  if (ext !== ".txt" && ext !== ".csv" && ext !== ".tsv") return undefined;
  const encoding = LIBREOFFICE_ENCODINGS[await detectPlainTextEncoding(sourcePath)];
  if (ext === ".txt") return { name: "Text (encoded)", options: `${encoding.name},LF,,` };
  const separator = ext === ".tsv" ? 9 : 44;
  return { name: "CSV", options: `${separator},34,${encoding.id}` };
}

/**
 * Office, WPS, RTF, TXT and CSV → PDF with headless LibreOffice: the warm one of this process when it is free
 * (warm-office.ts), else a soffice of its own. That one gets its own profile and HOME inside the job's work folder,
 * so parallel jobs never share (and lock) one profile.
 */
export async function convertOfficeToPdf(sourcePath: string, ext: string, workDir: string, step: StepOptions): Promise<string> {
  await assertOfficeContent(sourcePath, ext);
  const outDir = join(workDir, "libreoffice-out");
  await mkdir(outDir, { recursive: true });
  const filter = await importFilterFor(sourcePath, ext);
  const pdfPath = join(outDir, `${basename(sourcePath, extname(sourcePath))}.pdf`);
  if ((await convertWithWarmOffice({ source: sourcePath, target: pdfPath, filter }, step)) === "converted") return pdfPath;
  await rm(pdfPath, { force: true });
  const profileUrl = pathToFileURL(join(workDir, "libreoffice-profile")).href;
  const infilter = filter && `${filter.name}:${filter.options}`;
  const args = [
    `-env:UserInstallation=${profileUrl}`,
    "--headless",
    "--norestore",
    "--nologo",
    "--nolockcheck",
    "--convert-to",
    "pdf",
    "--outdir",
    outDir,
    ...(infilter ? [`--infilter=${infilter}`] : []),
    sourcePath,
  ];
  const failureReason = "文件已损坏或格式不受支持 (the file is damaged or its format is not supported)";
  const { stdout, stderrTail } = await runCommand(SOFFICE, args, {
    ...step,
    env: await privateToolEnvironment(workDir, "libreoffice"),
    failureReason,
  });
  // No file is an answer here (soffice failed), checked next.
  const produced = await stat(pdfPath).catch(() => undefined);
  // soffice exits 0 even when it cannot load the file; it then just writes no PDF.
  if (!produced || produced.size === 0) {
    const detail = `${stdout.toString("utf8")}\n${stderrTail}`
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !/javaldx|^convert /.test(line))
      .at(-1);
    throw new ConversionError(`${failureReason} (LibreOffice: ${detail ?? "no PDF produced"})`, false);
  }
  return pdfPath;
}
