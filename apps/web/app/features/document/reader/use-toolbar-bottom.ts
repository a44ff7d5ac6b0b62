import { useEffect, useState, type RefObject } from "react";

/**
 * Where the reader's sticky toolbar ends, in pixels from the top of the window, while it is stuck there: it grows
 * with the find box and the thumbnails. Published as --wk-reader-toolbar-bottom on the reader, so a page jumped to
 * starts below it, and returned for the line that decides the current page.
 */
export function useToolbarBottom(frame: RefObject<HTMLElement | null>, toolbar: RefObject<HTMLElement | null>): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const bar = toolbar.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const stuckAt = Number.parseFloat(getComputedStyle(bar).top) || 0;
      const next = Math.round(stuckAt + bar.offsetHeight);
      setBottom(next);
      frame.current?.style.setProperty("--wk-reader-toolbar-bottom", `${next}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    measure();
    return () => observer.disconnect();
  }, [frame, toolbar]);
  return bottom;
}
