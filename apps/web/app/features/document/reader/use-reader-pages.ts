import { pageEndpoints, type SsrDocumentPages } from "@wenku/contract";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { firstPagesCount } from "../document-loader";

export type PageUrl = SsrDocumentPages["page"][number];

export interface ReaderPages {
  /** Pages loaded so far, in order. */
  pages: PageUrl[];
  /** Rendered pages this visitor may read. */
  total: number;
  loading: boolean;
  error: string;
  loadMore: (count: number) => Promise<void>;
  /** Loads every readable page up to `page`. */
  loadUpTo: (page: number) => Promise<void>;
  /** Asks again which pages this visitor may read (after sign-in or a purchase), keeping as many loaded. */
  reload: () => Promise<void>;
}

/** The page images of the reader: the server-rendered first pages, then more from GET /api/v1/document/pages. */
export function useReaderPages(documentId: number, initial: SsrDocumentPages | null): ReaderPages {
  const [pages, setPages] = useState<PageUrl[]>(initial?.page ?? []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const loaded = useRef(pages);
  useLayoutEffect(() => {
    loaded.current = pages;
  }, [pages]);
  const busy = useRef(false);

  const run = useCallback(async (load: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError("");
    try {
      await load();
    } catch (e) {
      setError(errorMessage(e, zh.document.pagesFailed));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, []);

  const loadMore = useCallback(
    (count: number) =>
      run(async () => {
        const last = loaded.current[loaded.current.length - 1]?.page ?? 0;
        const reply = await callApi(pageEndpoints.list, { query: { id: documentId, from: last + 1, size: count } });
        setTotal(reply.total);
        setPages([...loaded.current, ...reply.page.filter((p) => p.page > last)]);
      }),
    [documentId, run],
  );

  const loadUpTo = useCallback(
    (page: number) => {
      const last = loaded.current[loaded.current.length - 1]?.page ?? 0;
      return page > last ? loadMore(page - last) : Promise.resolve();
    },
    [loadMore],
  );

  const reload = useCallback(
    () =>
      run(async () => {
        const reply = await callApi(pageEndpoints.list, { query: { id: documentId, from: 1, size: Math.max(loaded.current.length, firstPagesCount) } });
        setTotal(reply.total);
        setPages(reply.page);
      }),
    [documentId, run],
  );

  return { pages, total, loading, error, loadMore, loadUpTo, reload };
}
