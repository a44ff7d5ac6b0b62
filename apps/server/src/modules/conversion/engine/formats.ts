/** How a source format becomes something mupdf can page through. */
export type SourceFamily = "pdf" | "office" | "mupdf" | "calibre";

const OFFICE_EXTENSIONS = [
  ".doc", ".docx", ".docm", ".dot", ".dotx", ".rtf", ".wps", ".wpt", ".odt", ".ott",
  ".ppt", ".pptx", ".pps", ".ppsx", ".pot", ".potx", ".dps", ".dpt", ".odp",
  ".xls", ".xlsx", ".xlsm", ".xlt", ".xltx", ".et", ".ett", ".ods", ".csv", ".tsv",
  ".txt",
];
/** Opened and rendered by mupdf itself, without an intermediate PDF. */
const MUPDF_EXTENSIONS = [".epub", ".fb2", ".xps", ".oxps", ".cbz"];
const CALIBRE_EXTENSIONS = [".mobi", ".azw", ".azw3", ".azw4", ".prc", ".chm"];

/** Formats users may upload that no installed tool can read. */
const UNCONVERTIBLE_REASONS: Record<string, string> = {
  ".umd": "暂不支持 UMD 格式：LibreOffice、calibre 和 mupdf 都无法打开它 (UMD is not supported: no installed converter can read it)",
};

export function sourceFamilyOf(ext: string): SourceFamily | undefined {
  if (ext === ".pdf") return "pdf";
  if (OFFICE_EXTENSIONS.includes(ext)) return "office";
  if (MUPDF_EXTENSIONS.includes(ext)) return "mupdf";
  if (CALIBRE_EXTENSIONS.includes(ext)) return "calibre";
  return undefined;
}

export function unsupportedFormatReason(ext: string): string {
  return (
    UNCONVERTIBLE_REASONS[ext] ??
    `不支持的文件格式 ${ext || "（无扩展名）"} (unsupported file format ${ext || "(no extension)"})`
  );
}
