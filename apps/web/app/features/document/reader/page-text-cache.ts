import type { PageTextReply } from "@wenku/contract";
import { useEffect, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { pageEndpoints } from "@wenku/contract";

const asked = new Map<string, Promise<PageTextReply | null>>();
const known = new Map<string, PageTextReply>();
const key = (documentId: number, page: number) => `${documentId}/${page}`;

/**
 * A page's text layer (GET /api/v1/document/page/text), asked once per page and kept for this visit. A refusal or
 * failure gives null and is not kept, so the page is asked again later (after sign-in or a purchase).
 */
export function loadPageText(documentId: number, page: number): Promise<PageTextReply | null> {
  const k = key(documentId, page);
  let pending = asked.get(k);
  if (!pending) {
    pending = callApi(pageEndpoints.text, { query: { id: documentId, page } }).then(
      (reply) => {
        known.set(k, reply);
        return reply;
      },
      () => {
        asked.delete(k);
        return null;
      },
    );
    asked.set(k, pending);
  }
  return pending;
}

/** The page's text layer if already loaded (for copying, synchronously). */
export const loadedPageText = (documentId: number, page: number) => known.get(key(documentId, page));

/** The text layer of a page once `wanted` (the page nears the viewport), then kept even when it scrolls away. */
export function usePageText(documentId: number, page: number, wanted: boolean): PageTextReply | null {
  const [text, setText] = useState<PageTextReply | null>(() => loadedPageText(documentId, page) ?? null);
  useEffect(() => {
    if (!wanted || text?.page === page) return;
    let live = true;
    void loadPageText(documentId, page).then((reply) => {
      if (live && reply) setText(reply);
    });
    return () => {
      live = false;
    };
  }, [documentId, page, wanted, text]);
  return text;
}
