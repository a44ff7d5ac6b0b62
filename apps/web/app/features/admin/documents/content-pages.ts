/**
 * The extracted text of a document arrives with its pages separated by form feeds (the API's page break). In the
 * editor each page starts with a visible marker line instead (`marker(n)`, e.g. "=== 第 2 页 ==="), turned back
 * into form feeds on saving.
 */
export const pageBreak = "\f";

export type PageMarker = (page: number) => string;

/** Matches any marker line: the marker of page 0 with the number as a wildcard. */
function markerPattern(marker: PageMarker): RegExp {
  const [before = "", after = ""] = marker(0).split("0");
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escape(before)}\\d+${escape(after)}$`);
}

export function contentToEditorText(content: string, marker: PageMarker): string {
  if (!content) return "";
  return content
    .split(pageBreak)
    .map((text, index) => `${marker(index + 1)}\n${text}`)
    .join("\n");
}

/** The editor's text as the API's content: the text between markers becomes the pages, in order. */
export function editorTextToContent(text: string, marker: PageMarker): string {
  const isMarker = markerPattern(marker);
  const pages: string[] = [];
  const leading: string[] = [];
  let current: string[] | null = null;
  for (const line of text.split("\n")) {
    if (isMarker.test(line.trim())) {
      if (current) pages.push(current.join("\n"));
      current = [];
    } else {
      (current ?? leading).push(line);
    }
  }
  if (current) pages.push(current.join("\n"));
  // Text typed above the first marker belongs to page 1.
  const before = leading.join("\n").trim();
  if (before) pages[0] = pages.length ? `${before}\n${pages[0]}` : before;
  return pages.join(pageBreak);
}
