/** Accepted document extensions by group (domain-reference §2.1). */
export const documentExtGroups = {
  pdf: [".pdf"],
  doc: [".doc", ".docx", ".rtf", ".wps", ".odt", ".dot"],
  ppt: [".ppt", ".pptx", ".pps", ".ppsx", ".dps", ".odp", ".pot"],
  xls: [".xls", ".xlsx", ".et", ".ods", ".csv", ".tsv"],
  txt: [".txt"],
  other: [".epub", ".mobi", ".chm", ".umd", ".azw", ".azw3", ".azw4"],
} as const;
export type DocumentExtGroup = keyof typeof documentExtGroups;

export const documentExtensions: readonly string[] = Object.values(documentExtGroups).flat();
export const imageExtensions = [".jpg", ".jpeg", ".png", ".gif", ".ico", ".bmp", ".webp"] as const;

export type FileTypeName = "pdf" | "word" | "ppt" | "excel" | "text" | "epub" | "mobi" | "chm" | "umd" | "other";

/** The icon type of an extension (product-spec §9); anything unknown is "other". */
export function fileTypeOf(extOrName: string): FileTypeName {
  const ext = normalizeExt(extOrName);
  if (ext === ".pdf") return "pdf";
  if ((documentExtGroups.doc as readonly string[]).includes(ext)) return "word";
  if ((documentExtGroups.ppt as readonly string[]).includes(ext)) return "ppt";
  if ((documentExtGroups.xls as readonly string[]).includes(ext)) return "excel";
  if (ext === ".txt") return "text";
  if (ext === ".epub") return "epub";
  if ([".mobi", ".azw", ".azw3", ".azw4"].includes(ext)) return "mobi";
  if (ext === ".chm") return "chm";
  if (ext === ".umd") return "umd";
  return "other";
}

export function extGroupOf(extOrName: string): DocumentExtGroup | undefined {
  const ext = normalizeExt(extOrName);
  return (Object.keys(documentExtGroups) as DocumentExtGroup[]).find((g) =>
    (documentExtGroups[g] as readonly string[]).includes(ext),
  );
}

/** ".PDF", "pdf" and "report.pdf" all become ".pdf". */
export function normalizeExt(extOrName: string): string {
  const lower = extOrName.trim().toLowerCase();
  const dot = lower.lastIndexOf(".");
  return dot >= 0 ? lower.slice(dot) : `.${lower}`;
}
