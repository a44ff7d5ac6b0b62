import { useEffect, type RefObject } from "react";
import { loadedPageText } from "./page-text-cache";
import { selectedSourceText } from "./selection-source";

/**
 * Copying a selection of the reader's text layers puts the pages' source text on the clipboard (line breaks where
 * the page has them) rather than the browser's reading of positioned spans. Pages whose copying is off block it.
 */
export function useCopySourceText(container: RefObject<HTMLElement | null>, documentId: number) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onCopy = (event: ClipboardEvent) => {
      const selection = window.getSelection();
      if (!selection || !event.clipboardData) return;
      const text = selectedSourceText(selection, (page) => {
        const layer = loadedPageText(documentId, page);
        return layer?.copyable ? layer.text : undefined;
      });
      if (text === null) return;
      event.preventDefault();
      event.clipboardData.setData("text/plain", text);
    };
    root.addEventListener("copy", onCopy);
    return () => root.removeEventListener("copy", onCopy);
  }, [container, documentId]);
}
