/**
 * A valid PDF of `pageCount` blank pages that all draw the same empty content stream (object 3), their size
 * inherited from the page tree: about 94 bytes a page, the cheapest a page gets without object streams. It is
 * the attacker's file of issue 44: 3,000 pages in 283 KB.
 */
export function sharedContentPdf(pageCount: number): Buffer {
  const firstPageId = 4;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /MediaBox [0 0 595 842] /Count ${pageCount} /Kids [${Array.from({ length: pageCount }, (_, index) => `${firstPageId + index} 0 R`).join(" ")}] >>`,
    "<< /Length 0 >>\nstream\n\nendstream",
    ...Array.from({ length: pageCount }, () => "<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>"),
  ];
  const chunks = ["%PDF-1.4\n"];
  let position = chunks[0].length;
  const offsets = objects.map((object, index) => {
    const offset = position;
    const chunk = `${index + 1} 0 obj\n${object}\nendobj\n`;
    chunks.push(chunk);
    position += chunk.length;
    return offset;
  });
  chunks.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) chunks.push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  chunks.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${position}\n%%EOF\n`);
  return Buffer.from(chunks.join(""), "latin1");
}
