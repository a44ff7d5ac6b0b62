import { basename } from "node:path";

/** Memory ceilings of the external tools, in MB (the `converter` settings office_memory, render_memory, ocr_memory). */
export interface ToolMemoryLimits {
  /** LibreOffice and calibre. */
  officeMb: number;
  /** mupdf (mutool) and poppler (pdfinfo). */
  renderMb: number;
  /** tesseract. */
  ocrMb: number;
}

/**
 * Measured on Debian 12 (LibreOffice 7.4, calibre 6.13, mupdf 1.21, tesseract 5.3) with real files:
 * - LibreOffice needs ~460–540 MB of address space for any document, and RLIMIT_DATA 175 MB for text documents,
 *   ~500 MB for a 38 MB DOCX of eight 12-megapixel photos. Below that it does not fail: it drops the images and
 *   writes a PDF without them, so the ceiling must be generous. 2 GiB of RLIMIT_DATA stops a runaway process
 *   long before it hurts the machine.
 * - calibre: MOBI → EPUB needs RLIMIT_DATA 95 MB; its PDF output (Qt WebEngine, i.e. Chromium) reserves ~41 GB
 *   of address space up front and fails under any sane RLIMIT_AS, and hangs (threads cannot start) under a tight
 *   RLIMIT_DATA: same 2 GiB as LibreOffice.
 * - mutool: ~63 MB of address space for SVG, text and info passes over a 200-page PDF, 79 MB for a 150 dpi raster;
 *   1 GiB leaves room for huge scanned pages while a decompression bomb inside a PDF fails with "malloc failed".
 * - tesseract (chi_sim+eng): 222 MB of address space for a 5169 × 7310 scan, larger than the 3508 px OCR raster.
 */
export const DEFAULT_TOOL_MEMORY: ToolMemoryLimits = { officeMb: 2048, renderMb: 1024, ocrMb: 512 };

/** Tools not listed below (pdfinfo, test commands) get this address-space ceiling. */
const OTHER_TOOL_MEMORY_MB = 512;

export interface ToolLimits {
  memoryMb: number;
  /**
   * RLIMIT_AS (all address space) where it works; RLIMIT_DATA (private writable memory: heap and anonymous
   * mappings, not the reserved-but-unused ranges) for tools that reserve more than they use: LibreOffice may start
   * a JVM, which reserves a quarter of the machine's memory for its heap, and calibre's Chromium reserves ~41 GB.
   */
  memoryKind: "as" | "data";
  /**
   * Seconds of CPU time: twice the step's wall-clock limit, so a multi-threaded tool is not cut short, and a tool
   * whose server died (and with it the wall-clock timer) still ends.
   */
  cpuSeconds: number;
}

type ToolFamily = { memory: keyof ToolMemoryLimits; kind: ToolLimits["memoryKind"] };

const FAMILY_OF_TOOL: Record<string, ToolFamily> = {
  soffice: { memory: "officeMb", kind: "data" },
  "ebook-convert": { memory: "officeMb", kind: "data" },
  mutool: { memory: "renderMb", kind: "as" },
  "wenku-stext": { memory: "renderMb", kind: "as" },
  pdfinfo: { memory: "renderMb", kind: "as" },
  tesseract: { memory: "ocrMb", kind: "as" },
};

/** The limits one run of `command` gets, from the configured memory ceilings and the step's time limit. */
export function toolLimitsFor(command: string, memory: Partial<ToolMemoryLimits> | undefined, timeoutMs: number): ToolLimits {
  const family = FAMILY_OF_TOOL[basename(command)];
  const configured = family ? (memory?.[family.memory] ?? DEFAULT_TOOL_MEMORY[family.memory]) : OTHER_TOOL_MEMORY_MB;
  return {
    memoryMb: Math.max(16, Math.floor(configured)),
    memoryKind: family?.kind ?? "as",
    cpuSeconds: Math.ceil((2 * timeoutMs) / 1000) + 10,
  };
}
