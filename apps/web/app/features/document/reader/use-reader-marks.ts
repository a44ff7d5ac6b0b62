import { useCallback, useEffect, useMemo, useState } from "react";
import type { PageHighlights } from "./highlight-layer";
import { useFind, type DocumentFind } from "./use-find";
import type { PageJump } from "./use-page-jump";
import { usePassageLanding } from "./use-passage-landing";
import { useScrollToMark, type MarkTarget } from "./use-scroll-to-mark";

export interface ReaderMarks {
  find: DocumentFind;
  findOpen: boolean;
  setFindOpen: (open: boolean) => void;
  /** The query the find box opens with (?q= of a search hit). */
  initialQuery: string;
  /** The marks of one page: find hits, or the cited passage. */
  highlightsOf: (page: number) => PageHighlights | undefined;
  /** Goes to the first hit on `page`. */
  findOnPage: (page: number) => void;
}

interface LandingAsk {
  /** ?page= */
  page: number;
  /** ?q=: a search's query, looked up at once; its first hit on or after the page is the current one. */
  query: string;
  /** ?hl=: a cited excerpt, marked on its page. */
  excerpt: string;
}

/** Find in the document and landing on a search hit's terms or a citation's passage: the marks of each page. */
export function useReaderMarks(documentId: number, readable: number, ask: LandingAsk, { jump, jumps }: Pick<PageJump, "jump" | "jumps">): ReaderMarks {
  const find = useFind(documentId);
  const [findOpen, setFindOpen] = useState(ask.query !== "");
  const passage = usePassageLanding(documentId, ask.page, ask.excerpt, readable);
  const { search, clear, hits, current, moves, select } = find;

  useEffect(() => {
    if (ask.query) void search(ask.query, ask.page || 1);
    // Once, for the address the reader was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Where to scroll: the current hit after each move of find, else the cited passage once found.
  const target = useMemo<MarkTarget | null>(() => {
    const hit = hits[current];
    if (hit && hit.page <= readable) return { page: hit.page, request: moves };
    return passage && moves === 0 ? { page: passage.page, request: -1 } : null;
  }, [hits, current, moves, passage, readable]);
  useScrollToMark(target, jump, jumps);

  const byPage = useMemo(() => {
    const pages = new Map<number, PageHighlights>();
    const entry = (page: number) => pages.get(page) ?? pages.set(page, { ranges: [], current: -1 }).get(page)!;
    if (passage) entry(passage.page).ranges.push(passage.range);
    if (passage) entry(passage.page).current = 0;
    hits.forEach((hit, index) => {
      const marks = entry(hit.page);
      if (index === current) marks.current = marks.ranges.length;
      marks.ranges.push([hit.start, hit.end]);
    });
    return pages;
  }, [hits, current, passage]);

  const highlightsOf = useCallback((page: number) => byPage.get(page), [byPage]);
  const findOnPage = useCallback((page: number) => select(hits.findIndex((hit) => hit.page === page)), [hits, select]);
  const closeFind = useCallback(
    (open: boolean) => {
      setFindOpen(open);
      if (!open) clear();
    },
    [clear],
  );

  return { find, findOpen, setFindOpen: closeFind, initialQuery: ask.query, highlightsOf, findOnPage };
}
