import { useEffect, useState, type RefObject } from "react";

/**
 * The page crossing this line is the one being read: a third of the way down the viewport, or just below the
 * sticky toolbar when that reaches lower (the find box and thumbnails open on a small screen).
 */
function readingLine(toolbarBottom: number): string {
  const height = window.innerHeight;
  const line = Math.min(height - 1, Math.max(Math.round(height / 3), toolbarBottom + 16));
  return `-${line}px 0px -${height - line - 1}px 0px`;
}

/**
 * The page being read in `container` (1 before any scrolling), kept in the address as ?page=N (replacing the
 * history entry, so a shared link opens there and Back leaves the document) once the reader has moved on.
 */
export function useCurrentPage(container: RefObject<HTMLElement | null>, pageCount: number, toolbarBottom = 0): number {
  const [current, setCurrent] = useState(1);

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.page));
        if (crossing.length > 0) setCurrent(Math.min(...crossing));
      },
      { rootMargin: readingLine(toolbarBottom) },
    );
    for (const page of root.querySelectorAll<HTMLElement>("[data-page]")) observer.observe(page);
    return () => observer.disconnect();
  }, [container, pageCount, toolbarBottom]);

  useEffect(() => {
    const url = new URL(window.location.href);
    const shown = url.searchParams.get("page");
    if (shown === String(current) || (shown === null && current === 1)) return;
    if (current === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(current));
    window.history.replaceState(window.history.state, "", url);
  }, [current]);

  return current;
}
