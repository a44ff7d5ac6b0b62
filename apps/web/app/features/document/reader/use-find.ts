import { pageEndpoints } from "@wenku/contract";
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";

export interface FindHit {
  page: number;
  start: number;
  end: number;
}

export interface DocumentFind {
  /** The query of the hits shown ("" before any). */
  query: string;
  searching: boolean;
  error: string;
  /** Hits on the pages this visitor may read, in page and text order. */
  hits: FindHit[];
  /** Index of the hit the reader is at (-1: none). */
  current: number;
  /** Counts the moves to a hit (each search, step or choice), so the same hit chosen again is scrolled to again. */
  moves: number;
  /** Pages with hits and how many, the readable ones and those beyond the preview (count only). */
  pages: Array<{ page: number; count: number; readable: boolean }>;
  /** Looks `query` up; the first hit at or after `fromPage` becomes the current one. */
  search: (query: string, fromPage?: number) => Promise<void>;
  /** Goes to the next (1) or previous (-1) hit, round the document. */
  step: (delta: 1 | -1) => void;
  /** Makes hit `index` the current one. */
  select: (index: number) => void;
  clear: () => void;
}

/** Find in the document (GET /api/v1/document/find): its hits, the current one and moving between them. */
export function useFind(documentId: number): DocumentFind {
  const [state, setState] = useState({ query: "", hits: [] as FindHit[], pages: [] as DocumentFind["pages"], current: -1, moves: 0 });
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState("");
  const latest = useRef(0);

  const search = useCallback(
    async (query: string, fromPage = 1) => {
      const wd = query.trim();
      const ask = ++latest.current;
      setError("");
      if (!wd) {
        setState((s) => ({ ...s, query: "", hits: [], pages: [], current: -1 }));
        return;
      }
      setSearching(true);
      try {
        const reply = await callApi(pageEndpoints.find, { query: { id: documentId, wd } });
        if (ask !== latest.current) return;
        const hits = reply.pages.flatMap((p) => (p.hits ?? []).map(([start, end]) => ({ page: p.page, start, end })));
        const pages = reply.pages.map((p) => ({ page: p.page, count: p.count, readable: p.hits !== undefined }));
        const first = hits.findIndex((hit) => hit.page >= fromPage);
        setState((s) => ({ query: wd, hits, pages, current: hits.length === 0 ? -1 : Math.max(0, first), moves: s.moves + 1 }));
      } catch (e) {
        if (ask === latest.current) setError(errorMessage(e, zh.document.findFailed));
      } finally {
        if (ask === latest.current) setSearching(false);
      }
    },
    [documentId],
  );

  const step = useCallback((delta: 1 | -1) => {
    setState((s) => (s.hits.length === 0 ? s : { ...s, current: (s.current + delta + s.hits.length) % s.hits.length, moves: s.moves + 1 }));
  }, []);

  const select = useCallback((index: number) => {
    setState((s) => (index >= 0 && index < s.hits.length ? { ...s, current: index, moves: s.moves + 1 } : s));
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    setSearching(false);
    setError("");
    setState((s) => ({ ...s, query: "", hits: [], pages: [], current: -1 }));
  }, []);

  return { ...state, searching, error, search, step, select, clear };
}
