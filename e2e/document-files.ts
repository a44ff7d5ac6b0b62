import { Document, Packer, PageBreak, Paragraph, TextRun } from "docx";

/** A PDF of `pages` A4 pages of text, written by hand (objects, content streams, cross-reference table). */
export function makePdf(pages: number, label: string): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  const fontId = 3;
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[fontId] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  for (let p = 1; p <= pages; p++) {
    const pageId = 2 + p * 2;
    const contentId = pageId + 1;
    const lines = Array.from({ length: 20 }, (_, l) => `(Page ${p} line ${l + 1}: a library converts uploads into pages.) Tj 0 -28 Td`);
    const stream = `BT /F1 28 Tf 72 760 Td (${label} - Page ${p}) Tj 0 -48 Td /F1 12 Tf ${lines.join(" ")} ET`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id] ?? "null"}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A DOCX of `pages` pages of text (the `docx` package), converted by LibreOffice on the server. */
export async function makeDocx(pages: number, label: string): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let p = 1; p <= pages; p++) {
    children.push(new Paragraph({ children: [new TextRun({ text: `${label} 第 ${p} 章`, bold: true, size: 36 })] }));
    for (let l = 1; l <= 10; l++) children.push(new Paragraph({ children: [new TextRun(`${label} 第 ${p} 页第 ${l} 行：文库把上传的文档转换成可以在线阅读的页面。`)] }));
    if (p < pages) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}
