import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { Document, Packer, PageBreak, Paragraph, TextRun } from "docx";

const run = promisify(execFile);

const sentence = (variant: string, page: number, line: number) =>
  `${variant} page ${page} line ${line}: document libraries keep, convert and serve texts; 文库把上传的文档转换成可以在线阅读的页面。`;

/** Page count of a PDF, from mutool. */
export async function pdfPageCount(pdf: string): Promise<number> {
  const { stdout } = await run("mutool", ["show", pdf, "trailer/Root/Pages/Count"]);
  return Number(stdout.trim());
}

/**
 * LibreOffice turns generated plain texts into PDFs of exactly `pages` pages each (form feeds break the pages), in
 * one run of soffice (each start costs seconds). Each name gives different text, so that no two fixtures share a hash.
 */
export async function makeTextPdfs(dir: string, names: string[], pages: number): Promise<string[]> {
  const linesPerPage = 24;
  const sources = names.map((name) => path.join(dir, `${name}.txt`));
  for (const [i, name] of names.entries()) {
    const text = Array.from({ length: pages }, (_, p) =>
      Array.from({ length: linesPerPage }, (_, l) => sentence(name, p + 1, l + 1)).join("\n"),
    ).join("\n\f");
    await fs.writeFile(sources[i], text);
  }
  const profile = path.join(dir, "lo-profile");
  await run("soffice", [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", "pdf", "--outdir", dir, ...sources], {
    timeout: 600_000,
    env: { ...process.env, HOME: dir },
  });
  const pdfs = names.map((name) => path.join(dir, `${name}.pdf`));
  for (const pdf of pdfs) {
    const count = await pdfPageCount(pdf);
    if (count !== pages) throw new Error(`LibreOffice made ${count} pages instead of ${pages} in ${path.basename(pdf)}`);
  }
  return pdfs;
}

/** `copies` times the same PDF in one file, by mutool merge. */
export async function repeatPdf(source: string, copies: number, target: string): Promise<string> {
  await run("mutool", ["merge", "-o", target, ...Array.from({ length: copies }, () => source)], { timeout: 600_000 });
  return target;
}

/** A DOCX of `pages` pages of text, written with the `docx` package. */
export async function makeDocx(file: string, pages: number): Promise<string> {
  const variant = path.basename(file);
  const children: Paragraph[] = [];
  for (let p = 1; p <= pages; p++) {
    children.push(new Paragraph({ children: [new TextRun({ text: `第 ${p} 章 Chapter ${p}`, bold: true, size: 32 })] }));
    for (let l = 1; l <= 12; l++) children.push(new Paragraph({ children: [new TextRun(sentence(variant, p, l))] }));
    if (p < pages) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  const doc = new Document({ sections: [{ children }] });
  await fs.writeFile(file, await Packer.toBuffer(doc));
  return file;
}
