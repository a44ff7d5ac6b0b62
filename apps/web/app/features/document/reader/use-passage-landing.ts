import { useEffect, useState } from "react";
import { locateExcerpt } from "./locate-excerpt";
import { loadPageText } from "./page-text-cache";

/** A cited passage found on its page: the range of the page text it covers. */
export interface PassageMark {
  page: number;
  range: [number, number];
}

/**
 * Opening the reader with ?page=N&hl=<excerpt> (an AI citation): finds the excerpt in page N's text, once that page
 * is known to be readable (a page beyond the preview gets the notice usePageJump shows, and no text is asked for).
 */
export function usePassageLanding(documentId: number, page: number, excerpt: string, readable: number): PassageMark | null {
  const [mark, setMark] = useState<PassageMark | null>(null);
  const wanted = page > 0 && excerpt.trim() !== "" && page <= readable;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadPageText(documentId, page).then((text) => {
      const range = text ? locateExcerpt(text.text, excerpt) : null;
      if (live && range) setMark({ page, range });
    });
    return () => {
      live = false;
    };
  }, [documentId, page, excerpt, wanted]);
  return mark;
}
