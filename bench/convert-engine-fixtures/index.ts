export { writeStoredZip, type ZipEntry } from "./zip-writer.js";
export { writeEpub, type EpubChapter } from "./epub.js";
export { writeDocx, writePptx, writeXlsx } from "./office.js";
export { writeFixturePdf, type FixturePdfPage } from "./pdf-writer.js";
export { renderScannedPageJpeg } from "./scanned-page.js";
export { runConversion, readSvgz, type ConversionRun } from "./run-conversion.js";
export { encodeGbk } from "./gbk.js";
export { convertWithCalibre } from "./calibre.js";
export { cpuSecondsIncludingChildren, processTreeRss, watchChildren, watchPeakRss } from "./process-tree-memory.js";
