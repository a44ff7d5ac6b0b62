import { useCallback, useEffect, useRef, useState } from "react";
import type { ReaderPages } from "./use-reader-pages";

export const beyondPreviewId = "reader-beyond-preview";

export interface PageJump {
  /** The page asked for when it lies beyond what this visitor may read (0: none), for the notice there. */
  beyond: number;
  /** Shows `page`: loads the readable pages up to it and scrolls it into view, or to the notice when beyond them. */
  jump: (page: number) => void;
  /** How many jumps were asked for so far (the page box, a thumbnail, find, the reading position). */
  jumps: number;
}

/**
 * Jumps to a page: from ?page=N when the reader opens (`initial`), the page box, a thumbnail or the last reading
 * position. A target beyond what the visitor may read scrolls to the notice saying so; it stays the target, so once
 * more pages become readable (a member's own, after sign-in or a purchase) the reader goes on to it.
 */
export function usePageJump(reader: ReaderPages, pagesTotal: number, initial: number): PageJump {
  const [target, setTarget] = useState(initial > 1 ? initial : 0);
  const [request, setRequest] = useState(0);
  const reached = useRef("");
  const { pages, total, loading, error, loadUpTo } = reader;
  const loadedUpTo = pages[pages.length - 1]?.page ?? 0;
  const beyond = target > total && total > 0 ? target : 0;

  const jump = useCallback(
    (page: number) => {
      setTarget(Math.max(1, Math.min(page, pagesTotal || page)));
      setRequest((n) => n + 1);
    },
    [pagesTotal],
  );

  useEffect(() => {
    if (target < 1 || total === 0 || error) return;
    const page = Math.min(target, total);
    const key = `${request}/${target}/${page}`;
    if (reached.current === key) return;
    if (loadedUpTo < page) {
      if (!loading) void loadUpTo(page);
      return;
    }
    const element = document.getElementById(target > total ? beyondPreviewId : `page-${page}`);
    if (!element) return;
    reached.current = key;
    element.scrollIntoView({ block: target > total ? "center" : "start" });
  }, [target, request, total, loadedUpTo, loading, error, loadUpTo]);

  return { beyond, jump, jumps: request };
}
