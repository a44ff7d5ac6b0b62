/** The text of the editor and its selection. */
export interface EditorText {
  value: string;
  start: number;
  end: number;
}

/** Surrounds the selection with `before` and `after` (or a placeholder when nothing is selected), selecting the inner text. */
export function wrapSelection(text: EditorText, before: string, after: string, placeholder: string): EditorText {
  const inner = text.value.slice(text.start, text.end) || placeholder;
  const value = text.value.slice(0, text.start) + before + inner + after + text.value.slice(text.end);
  const start = text.start + before.length;
  return { value, start, end: start + inner.length };
}

/** Replaces the selection with `snippet` on lines of its own, the cursor after it. */
export function insertBlock(text: EditorText, snippet: string): EditorText {
  const head = text.value.slice(0, text.start);
  const tail = text.value.slice(text.end);
  const lead = head === "" || head.endsWith("\n\n") ? "" : head.endsWith("\n") ? "\n" : "\n\n";
  const trail = tail.startsWith("\n") ? "" : "\n";
  const value = head + lead + snippet + trail + tail;
  const cursor = head.length + lead.length + snippet.length;
  return { value, start: cursor, end: cursor };
}

/** Replaces the selection with `snippet` inline, the cursor after it. */
export function insertInline(text: EditorText, snippet: string): EditorText {
  const value = text.value.slice(0, text.start) + snippet + text.value.slice(text.end);
  const cursor = text.start + snippet.length;
  return { value, start: cursor, end: cursor };
}

/** An image's Markdown; brackets in the name would end the alt text early. */
export function imageMarkdown(alt: string, url: string): string {
  const href = url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `![${alt.replace(/[[\]\\]/g, "")}](${href})`;
}

/** A placeholder marking where an image goes while it uploads (`label` unique per upload). */
export function uploadPlaceholder(label: string): string {
  return `![${label.replace(/[[\]\\]/g, "")}]()`;
}
