import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { ReaderPages } from "./use-reader-pages";

/**
 * ?page=N: loads the readable pages up to N, then scrolls page N into view (once per N). While the visitor may
 * read fewer pages (the server render's preview, before a member's own pages are known) the last readable page
 * is shown, and page N once it becomes readable.
 */
export function usePageTarget(reader: ReaderPages) {
  const [params] = useSearchParams();
  const target = Number.parseInt(params.get("page") ?? "", 10) || 0;
  const reached = useRef("");
  const { pages, total, loading, error, loadUpTo } = reader;
  const loadedUpTo = pages[pages.length - 1]?.page ?? 0;

  useEffect(() => {
    if (target <= 1 || total === 0 || error) return;
    const page = Math.min(target, total);
    const key = `${target}/${page}`;
    if (reached.current === key) return;
    if (loadedUpTo < page) {
      if (!loading) void loadUpTo(page);
      return;
    }
    const element = document.getElementById(`page-${page}`);
    if (!element) return;
    reached.current = key;
    element.scrollIntoView({ block: "start" });
  }, [target, total, loadedUpTo, loading, error, loadUpTo]);
}
