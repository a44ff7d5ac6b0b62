/**
 * How a source format becomes something mupdf can page through:
 * - "pdf": as it is;
 * - "office": LibreOffice → PDF;
 * - "mupdf": opened by mupdf itself (EPUB, FB2, XPS, CBZ), no intermediate file;
 * - "calibre-epub": calibre → EPUB, then mupdf. Kindle books and CHM are reflowable HTML inside; calibre's PDF
 *   output prints them through Chromium, whose PDFs map common hanzi to radicals or to nothing (U+FFFD) in the
 *   text layer, while an EPUB keeps the book's real text and takes a third of the time;
 * - "calibre-pdf": calibre → PDF, for AZW4 (Print Replica), a fixed-layout PDF inside.
 */
export type SourceFamily = "pdf" | "office" | "mupdf" | "calibre-epub" | "calibre-pdf";

const FAMILY_OF_EXTENSION = new Map<string, SourceFamily>([
  [".pdf", "pdf"],
  ...[
    ".doc", ".docx", ".docm", ".dot", ".dotx", ".rtf", ".wps", ".wpt", ".odt", ".ott",
    ".ppt", ".pptx", ".pps", ".ppsx", ".pot", ".potx", ".dps", ".dpt", ".odp",
    ".xls", ".xlsx", ".xlsm", ".xlt", ".xltx", ".et", ".ett", ".ods", ".csv", ".tsv",
    ".txt",
  ].map((ext) => [ext, "office"] as const),
  ...[".epub", ".fb2", ".xps", ".oxps", ".cbz"].map((ext) => [ext, "mupdf"] as const),
  ...[".mobi", ".azw", ".azw3", ".prc", ".chm"].map((ext) => [ext, "calibre-epub"] as const),
  [".azw4", "calibre-pdf"],
]);

/** Formats users may upload that no installed tool can read. */
const UNCONVERTIBLE_REASONS: Record<string, string> = {
  ".umd": "暂不支持 UMD 格式：LibreOffice、calibre 和 mupdf 都无法打开它 (UMD is not supported: no installed converter can read it)",
};

export function sourceFamilyOf(ext: string): SourceFamily | undefined {
  return FAMILY_OF_EXTENSION.get(ext);
}

export function unsupportedFormatReason(ext: string): string {
  return (
    UNCONVERTIBLE_REASONS[ext] ??
    `不支持的文件格式 ${ext || "（无扩展名）"} (unsupported file format ${ext || "(no extension)"})`
  );
}
