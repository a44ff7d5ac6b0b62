/** A point of a selection as an offset in its page's text, or null when it is not inside a text layer's line. */
function pointOffset(node: Node, offset: number, atEnd: boolean): { page: number; offset: number } | null {
  const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
  const line = element?.closest<HTMLElement>("[data-start]");
  const layer = element?.closest<HTMLElement>("[data-page-text]");
  if (layer && !line) {
    // Between lines: the nearest line boundary (children of the layer are its lines, in text order).
    const lines = layer.querySelectorAll<HTMLElement>("[data-start]");
    const next = node === layer ? lines[offset] : undefined;
    const edge = next ?? (atEnd ? lines[lines.length - 1] : lines[0]);
    if (!edge) return null;
    const start = Number(edge.dataset.start);
    return { page: Number(layer.dataset.pageText), offset: next || !atEnd ? start : start + (edge.textContent?.length ?? 0) };
  }
  if (!line || !layer) return null;
  const within = node.nodeType === Node.TEXT_NODE ? offset : offset > 0 ? (line.textContent?.length ?? 0) : 0;
  return { page: Number(layer.dataset.pageText), offset: Number(line.dataset.start) + within };
}

/**
 * The page text a selection over text layers covers: from where it starts to where it ends in each page's source
 * text (with its line breaks, as search and AI read it), pages joined by a line break. Null when the selection does
 * not start and end in a text layer.
 */
export function selectedSourceText(selection: Selection, pageText: (page: number) => string | undefined): string | null {
  if (selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const from = pointOffset(range.startContainer, range.startOffset, false);
  const to = pointOffset(range.endContainer, range.endOffset, true);
  if (!from || !to || to.page < from.page) return null;
  const parts: string[] = [];
  for (let page = from.page; page <= to.page; page++) {
    const text = pageText(page);
    if (text === undefined) continue;
    parts.push(text.slice(page === from.page ? from.offset : 0, page === to.page ? to.offset : text.length));
  }
  return parts.join("\n");
}
