import { useEffect, useRef } from "react";

/** A page and a request number: each new request scrolls to that page's current mark. */
export interface MarkTarget {
  page: number;
  request: number;
}

const pollMs = 150;
const giveUpMs = 20_000;

/**
 * Brings the current mark of `target.page` (a find hit, a cited passage) to the middle of the window: goes to the
 * page first (loading the pages up to it) when the mark is not there yet, then waits for the page's text layer.
 * `jumps` counts the page jumps asked for anywhere in the reader: one made while the mark is awaited (the page box,
 * a thumbnail) is where the visitor wants to be, so the mark is no longer scrolled to when it shows.
 */
export function useScrollToMark(target: MarkTarget | null, jump: (page: number) => void, jumps: number) {
  const latestJumps = useRef(jumps);
  useEffect(() => {
    latestJumps.current = jumps;
  }, [jumps]);

  useEffect(() => {
    if (!target) return;
    const started = Date.now();
    const jumpsBefore = latestJumps.current;
    let jumped = false;
    const timer = setInterval(() => {
      const mark = document.querySelector(`#page-${target.page} [data-hit-current]`);
      if (latestJumps.current > jumpsBefore + (jumped ? 1 : 0)) clearInterval(timer);
      else if (mark) {
        mark.scrollIntoView({ block: "center" });
        clearInterval(timer);
      } else if (!jumped) {
        jumped = true;
        jump(target.page);
      } else if (Date.now() - started > giveUpMs) clearInterval(timer);
    }, pollMs);
    return () => clearInterval(timer);
    // A new request, not a new jump function, starts the scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
}
