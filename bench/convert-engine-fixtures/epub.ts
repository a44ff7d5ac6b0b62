import { writeStoredZip } from "./zip-writer.js";

export interface EpubChapter {
  title: string;
  paragraphs: string[];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Writes an EPUB 3 book; each chapter is one XHTML file starting on a new page. */
export async function writeEpub(path: string, title: string, chapters: EpubChapter[]): Promise<void> {
  const chapterIds = chapters.map((_, index) => `chapter-${index + 1}`);
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="zh-CN">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:5f0c7a52-3b51-4d7e-9f7a-1c2d3e4f5a6b</dc:identifier>
    <dc:title>${escapeXml(title)}</dc:title>
    <dc:language>zh-CN</dc:language>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
${chapterIds.map((id) => `    <item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`).join("\n")}
  </manifest>
  <spine>
${chapterIds.map((id) => `    <itemref idref="${id}"/>`).join("\n")}
  </spine>
</package>`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>目录</title></head>
<body><nav epub:type="toc"><ol>
${chapters.map((chapter, index) => `<li><a href="${chapterIds[index]}.xhtml">${escapeXml(chapter.title)}</a></li>`).join("\n")}
</ol></nav></body></html>`;
  const chapterFiles = chapters.map((chapter, index) => ({
    name: `OEBPS/${chapterIds[index]}.xhtml`,
    data: `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN">
<head><title>${escapeXml(chapter.title)}</title></head>
<body>
<h1>${escapeXml(chapter.title)}</h1>
${chapter.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join("\n")}
</body></html>`,
  }));
  await writeStoredZip(path, [
    { name: "mimetype", data: "application/epub+zip" },
    { name: "META-INF/container.xml", data: container },
    { name: "OEBPS/content.opf", data: opf },
    { name: "OEBPS/nav.xhtml", data: nav },
    ...chapterFiles,
  ]);
}
