import { hasUtf16ByteOrderMark, readFileStart } from "./text-encoding.js";
import { ConversionError } from "./types.js";

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SAMPLE_BYTES = 64 * 1024;

/** Text (plain, RTF, HTML or XML saved under an Office extension): almost no control characters besides layout ones. */
function looksLikeText(sample: Buffer): boolean {
  if (sample.length === 0) return false;
  if (hasUtf16ByteOrderMark(sample)) return true;
  let controlBytes = 0;
  for (const byte of sample) {
    const layout = byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x1b;
    if (byte === 0) return false;
    if (byte < 0x20 && !layout) controlBytes++;
  }
  return controlBytes / sample.length < 0.01;
}

/**
 * Refuses files LibreOffice would "convert" anyway: given bytes it cannot recognise, it imports them as plain text
 * and produces pages of garbage (slowly). An Office upload must be a ZIP container (OOXML, ODF), an OLE2 compound
 * file (.doc/.xls/.ppt and the WPS formats) or text (TXT, CSV, RTF, and HTML or XML saved as .doc/.xls).
 */
export async function assertOfficeContent(sourcePath: string, ext: string): Promise<void> {
  const sample = await readFileStart(sourcePath, SAMPLE_BYTES);
  const container =
    sample.subarray(0, ZIP.length).equals(ZIP) || sample.subarray(0, OLE2.length).equals(OLE2);
  if (container || looksLikeText(sample)) return;
  const [chinese, english] =
    sample.length === 0 ? ["文件为空", "the file is empty"] : [`文件内容不是 ${ext} 文档`, `its content is not a ${ext} document`];
  throw new ConversionError(`文件已损坏或格式不受支持：${chinese} (the file is damaged or unsupported: ${english})`, false);
}
