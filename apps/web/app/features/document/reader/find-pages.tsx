import { zh } from "../../../locales/zh-CN";
import type { DocumentFind } from "./use-find";

const t = zh.document;

/** The pages with hits and their counts: a readable one goes to its first hit; one beyond the preview says so. */
export function FindPages({ pages, current, onPage }: { pages: DocumentFind["pages"]; current: number; onPage: (page: number) => void }) {
  const readable = pages.filter((p) => p.readable);
  const beyond = pages.filter((p) => !p.readable);
  return (
    <div className="wk-find-pages" data-testid="reader-find-pages">
      {readable.map((p) => (
        <button
          key={p.page}
          type="button"
          className={`wk-find-page${p.page === current ? " wk-find-page-current" : ""}`}
          onClick={() => onPage(p.page)}
          data-find-page={p.page}
          data-count={p.count}
        >
          {t.findPageCount(p.page, p.count)}
        </button>
      ))}
      {beyond.map((p) => (
        <span key={p.page} className="wk-find-beyond" data-find-beyond={p.page} data-count={p.count}>
          {t.findBeyond(p.page, p.count)}
        </span>
      ))}
    </div>
  );
}
