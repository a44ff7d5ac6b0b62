import { useEffect, useState, type RefObject } from "react";

/** The page crossing this line, a third of the way down the viewport, is the one being read. */
const readingLine = "-33% 0px -66% 0px";

/**
 * The page being read in `container` (1 before any scrolling), kept in the address as ?page=N (replacing the
 * history entry, so a shared link opens there and Back leaves the document) once the reader has moved on.
 */
export function useCurrentPage(container: RefObject<HTMLElement | null>, pageCount: number): number {
  const [current, setCurrent] = useState(1);

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.page));
        if (crossing.length > 0) setCurrent(Math.min(...crossing));
      },
      { rootMargin: readingLine },
    );
    for (const page of root.querySelectorAll<HTMLElement>("[data-page]")) observer.observe(page);
    return () => observer.disconnect();
  }, [container, pageCount]);

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
