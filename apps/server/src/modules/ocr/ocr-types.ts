/** OCR as the conversion engine sees it: what to do (options) and what was done (report). */

export interface OcrOptions {
  /** Off: scanned pages are still counted, not read. */
  enabled: boolean;
  /** tesseract's `-l` value, e.g. "chi_sim+eng". */
  languages: string;
  /** A page that can hold a scan is read when its text layer has fewer visible characters. */
  minTextChars: number;
  /** A vision model transcribing a page image (PNG); when it throws, tesseract reads the page. */
  transcribe?: (png: Buffer, page: number, signal: AbortSignal) => Promise<string>;
}

/** What OCR did during one conversion (the OCR admin list shows it). */
export interface OcrReport {
  /** OCR was on (OcrOptions.enabled); off, scanned pages are counted and left unread. */
  enabled: boolean;
  /** Pages that looked scanned. */
  scannedPages: number;
  /** Pages whose text now comes from OCR. */
  recognizedPages: number;
  /** Scanned pages no engine could read. */
  failedPages: number;
  /** Engines that read pages, in first-use order ("vision", "tesseract"). */
  engines: string[];
  /** Why pages failed or the vision model was passed over, in Chinese and English; at most a few. */
  problems: string[];
}
