import { writeFile } from "node:fs/promises";
import { Document, Packer, Paragraph, TextRun } from "docx";
import ExcelJS from "exceljs";
import pptxgenjs from "pptxgenjs";

// pptxgenjs ships CommonJS-shaped types, while Node loads its ES build, whose default export is the class itself.
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;

/** A DOCX where every entry of `pages` starts on a new page (explicit page break before it). */
export async function writeDocx(path: string, pages: string[][]): Promise<void> {
  const paragraphs = pages.flatMap((lines, pageIndex) =>
    lines.map(
      (line, lineIndex) =>
        new Paragraph({
          pageBreakBefore: pageIndex > 0 && lineIndex === 0,
          children: [new TextRun({ text: line, size: 24 })],
        }),
    ),
  );
  const document = new Document({ sections: [{ children: paragraphs }] });
  await writeFile(path, await Packer.toBuffer(document));
}

/** A PPTX with one slide per entry, each holding its lines as one text box. */
export async function writePptx(path: string, slides: string[][]): Promise<void> {
  const presentation = new PptxGenJS();
  presentation.layout = "LAYOUT_16x9";
  for (const lines of slides) {
    const slide = presentation.addSlide();
    slide.addText(lines.join("\n"), { x: 0.5, y: 0.5, w: 9, h: 4.5, fontSize: 28, fontFace: "Noto Sans CJK SC" });
  }
  const content = (await presentation.write({ outputType: "nodebuffer" })) as Buffer;
  await writeFile(path, content);
}

/** An XLSX with one worksheet per entry; LibreOffice prints each sheet on its own page. */
export async function writeXlsx(path: string, sheets: { name: string; rows: (string | number)[][] }[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
    worksheet.columns.forEach((column) => {
      column.width = 24;
    });
  }
  await workbook.xlsx.writeFile(path);
}
