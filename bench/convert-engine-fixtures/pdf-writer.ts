import { open } from "node:fs/promises";

/**
 * A page of the fixture PDF: lines of ASCII text (Helvetica), or one JPEG filling the page (a "scan").
 * Pages are A4 unless a size in points is given (distinct sizes let tests tell rendered pages apart).
 */
export type FixturePdfPage = (
  | { kind: "text"; lines: string[] }
  | { kind: "jpeg"; data: Buffer; width: number; height: number }
) & { widthPt?: number; heightPt?: number };

const A4_WIDTH_PT = 595;
const A4_HEIGHT_PT = 842;

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\x7e]/g, "?");
}

function textPageContent(lines: string[], heightPt: number): string {
  const commands = ["BT", "/F1 14 Tf", "18 TL", `56 ${heightPt - 72} Td`];
  for (const line of lines) commands.push(`(${escapePdfString(line)}) Tj T*`);
  commands.push("ET");
  return commands.join("\n");
}

/**
 * Writes a PDF page by page to disk (objects streamed, so thousands of pages stay cheap): text pages use the
 * standard Helvetica font, image pages show one JPEG scaled to the whole page and carry no text at all.
 * `pageAt` is called once per page so callers can generate huge documents without holding them in memory.
 */
export async function writeFixturePdf(path: string, pageCount: number, pageAt: (index: number) => FixturePdfPage): Promise<void> {
  const file = await open(path, "w");
  const offsets: number[] = [];
  let position = 0;
  const write = async (chunk: string | Buffer) => {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    await file.write(buffer);
    position += buffer.length;
  };
  const beginObject = async (id: number) => {
    offsets[id] = position;
    await write(`${id} 0 obj\n`);
  };
  try {
    await write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
    // 1: catalog, 2: page tree, 3: font; page i uses objects 4+3i (page), 5+3i (content), 6+3i (image).
    const pageObjectId = (index: number) => 4 + index * 3;
    await beginObject(1);
    await write("<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
    await beginObject(2);
    const kids = Array.from({ length: pageCount }, (_, index) => `${pageObjectId(index)} 0 R`).join(" ");
    await write(`<< /Type /Pages /Count ${pageCount} /Kids [${kids}] >>\nendobj\n`);
    await beginObject(3);
    await write("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>\nendobj\n");
    for (let index = 0; index < pageCount; index++) {
      const page = pageAt(index);
      const widthPt = page.widthPt ?? A4_WIDTH_PT;
      const heightPt = page.heightPt ?? A4_HEIGHT_PT;
      const pageId = pageObjectId(index);
      const contentId = pageId + 1;
      const imageId = pageId + 2;
      const resources =
        page.kind === "text" ? "<< /Font << /F1 3 0 R >> >>" : `<< /XObject << /Im1 ${imageId} 0 R >> >>`;
      await beginObject(pageId);
      await write(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] /Resources ${resources} /Contents ${contentId} 0 R >>\nendobj\n`,
      );
      const content =
        page.kind === "text" ? textPageContent(page.lines, heightPt) : `q ${widthPt} 0 0 ${heightPt} 0 0 cm /Im1 Do Q`;
      await beginObject(contentId);
      await write(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream\nendobj\n`);
      await beginObject(imageId);
      if (page.kind === "jpeg") {
        await write(
          `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.data.length} >>\nstream\n`,
        );
        await write(page.data);
        await write("\nendstream\nendobj\n");
      } else {
        await write("null\nendobj\n");
      }
    }
    const objectCount = 4 + pageCount * 3;
    const xrefOffset = position;
    let xref = `xref\n0 ${objectCount}\n0000000000 65535 f \n`;
    for (let id = 1; id < objectCount; id++) xref += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
    await write(xref);
    await write(`trailer\n<< /Size ${objectCount} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  } finally {
    await file.close();
  }
}
