import { readingEndpoints } from "@wenku/contract";
import { message } from "antd";
import { useEffect, useRef, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";

/** How long the reader stays on a page before it is kept as where they left off. */
const settleMs = 1500;

/**
 * For a signed-in reader: opening the document without ?page= returns to the page they left (a short message says
 * so) unless they have gone to another page before that page is known, and the page they read is kept on the server
 * once they stay on it for a moment. Nothing is kept before the kept page is known, so a slow answer cannot
 * overwrite it with page 1.
 */
export function useReadingPosition(documentId: number, current: number, askedPage: number, jump: (page: number) => void) {
  const { token } = useSession();
  const [known, setKnown] = useState("");
  const kept = useRef(0);
  // The page the document opened at (?page= or the first): not a page the reader chose, so it is not kept. A page
  // the reader scrolled to before the kept one became known is theirs, and is kept.
  const shownAtStart = useRef(askedPage > 0 ? askedPage : 1);
  const shown = useRef(current);
  useEffect(() => {
    shown.current = current;
  }, [current]);
  const session = token && documentId ? `${token}/${documentId}` : "";

  useEffect(() => {
    if (!session || known === session) return;
    callApi(readingEndpoints.get, { query: { document_id: documentId } })
      .then(({ page }) => {
        kept.current = page;
        // A reader who has gone to another page meanwhile (a slow answer) stays there.
        if (askedPage === 0 && page > 1 && shown.current === shownAtStart.current) {
          jump(page);
          void message.info(zh.document.resumed(page));
        }
      })
      .catch(() => undefined)
      .finally(() => setKnown(session));
    // Asked once per signed-in reader and document: a later ?page= or jump does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  useEffect(() => {
    if (!session || known !== session || current === Math.max(1, kept.current) || current === shownAtStart.current) return;
    const timer = setTimeout(() => {
      kept.current = current;
      shownAtStart.current = 0;
      callApi(readingEndpoints.save, { body: { document_id: documentId, page: current } }).catch(() => undefined);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [session, known, documentId, current]);
}
