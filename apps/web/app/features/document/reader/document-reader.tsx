import type { PageDocument } from "../document-loader";
import { Alert, Button } from "antd";
import { Fragment, useCallback, useRef, useState, type ReactNode } from "react";
import "./reader.css";
import { useSearchParams } from "react-router";
import { AdSlot } from "../../ads/ad-slot";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { FindBar } from "./find-bar";
import { PageImage } from "./page-image";
import { ReaderToolbar } from "./reader-toolbar";
import { ThumbnailStrip } from "./thumbnail-strip";
import { useCopySourceText } from "./use-copy-source-text";
import { useCurrentPage } from "./use-current-page";
import { useFindShortcut } from "./use-find-shortcut";
import { useFullscreen } from "./use-fullscreen";
import { beyondPreviewId, usePageJump } from "./use-page-jump";
import type { ReaderPages } from "./use-reader-pages";
import { useReaderMarks } from "./use-reader-marks";
import { useReadingPosition } from "./use-reading-position";
import { useToolbarBottom } from "./use-toolbar-bottom";

interface DocumentReaderProps {
  doc: PageDocument;
  reader: ReaderPages;
  pagesPerRead: number;
  /** The download button, offered where the readable pages end. */
  downloadAction: ReactNode;
}

/** A document_between ad (one of the position's, at random) follows every this many pages. */
const pagesBetweenAds = 5;

/**
 * The page images of a document: the first pages, 继续阅读 for `pagesPerRead` more up to what this visitor may
 * read, then "还有 N 页，下载后阅读". A page box and thumbnails to go to any readable page, zoom, fullscreen, the page
 * being read kept in ?page=N, and a signed-in reader's last page. Each page carries its text layer; find marks its
 * hits, and ?q= (a search hit) or ?hl= (a citation's excerpt) marks the passage the reader came for.
 */
export function DocumentReader({ doc, reader, pagesPerRead, downloadAction }: DocumentReaderProps) {
  const [zoom, setZoom] = useState(100);
  const [thumbnails, setThumbnails] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [findFocus, setFindFocus] = useState(0);
  const fullscreen = useFullscreen(frame);
  const [params] = useSearchParams();
  const [askedPage] = useState(() => Number.parseInt(params.get("page") ?? "", 10) || 0);
  const pagesTotal = doc.pages;
  const pageJump = usePageJump(reader, pagesTotal, askedPage);
  const { beyond, jump } = pageJump;
  const current = useCurrentPage(frame, reader.pages.length, useToolbarBottom(frame, toolbar));
  useReadingPosition(doc.id, current, Math.min(askedPage, Math.max(reader.total, 1)), jump);
  const [landing] = useState(() => ({ page: askedPage, query: params.get("q") ?? "", excerpt: params.get("hl") ?? "" }));
  const marks = useReaderMarks(doc.id, reader.total, landing, pageJump);
  useCopySourceText(frame, doc.id);
  const focusFind = useCallback(() => setFindFocus((n) => n + 1), []);
  useFindShortcut(frame, marks.findOpen, marks.setFindOpen, focusFind);

  const credit = creditName(useSettings());
  const price = doc.price;
  const remaining = Math.max(0, pagesTotal - reader.total);
  const canReadMore = reader.pages.length < reader.total;
  const notice = reader.pages.length === 0 ? (zh.document.notConverted[doc.status] ?? zh.document.noPreview) : "";

  return (
    <section className={`wk-reader${fullscreen.active ? " wk-reader-fullscreen" : ""}${thumbnails ? " wk-reader-with-thumbs" : ""}`} ref={frame} data-testid="document-reader">
      <div className="wk-reader-toolbar" ref={toolbar} data-testid="reader-toolbar">
        <ReaderToolbar
          zoom={zoom}
          onZoom={setZoom}
          fullscreen={fullscreen.active}
          onFullscreen={fullscreen.toggle}
          pages={pagesTotal}
          current={current}
          onJump={jump}
          thumbnails={thumbnails}
          onThumbnails={() => setThumbnails((shown) => !shown)}
          finding={marks.findOpen}
          onFind={() => marks.setFindOpen(!marks.findOpen)}
        />
        {marks.findOpen && <FindBar find={marks.find} initial={marks.initialQuery} focusRequest={findFocus} onClose={() => marks.setFindOpen(false)} onPage={marks.findOnPage} />}
        {thumbnails && <ThumbnailStrip documentId={doc.id} readable={reader.total} current={current} onJump={jump} />}
      </div>
      <div className="wk-reader-scroll">
        <div className="wk-reader-pages" style={{ width: `${zoom}%` }}>
          {reader.pages.map((page, index) => (
            <Fragment key={page.page}>
              <PageImage page={page} title={doc.title} documentId={doc.id} highlights={marks.highlightsOf(page.page)} />
              {(index + 1) % pagesBetweenAds === 0 && index + 1 < reader.pages.length && <AdSlot position="document_between" pick="random" />}
            </Fragment>
          ))}
        </div>
      </div>
      {notice && <Alert type="info" showIcon title={notice} className="wk-reader-notice" data-testid="reader-notice" />}
      {reader.error && <Alert type="error" showIcon title={reader.error} className="wk-reader-notice" />}
      <div className="wk-reader-more">
        {canReadMore && !beyond && (
          <Button type="primary" ghost size="large" loading={reader.loading} onClick={() => void reader.loadMore(pagesPerRead)} data-testid="continue-reading">
            {zh.document.continueReading}
          </Button>
        )}
        {beyond > 0 && (
          <div className="wk-reader-remaining" id={beyondPreviewId} data-testid="reader-beyond-preview">
            <strong>{zh.document.beyondPreview(beyond)}</strong>
            <span>
              {zh.document.beyondPreviewDetail(reader.total)}
              {price > 0 && `（${zh.document.price} ${zh.document.priceIn(price, credit)}）`}
            </span>
            {downloadAction}
          </div>
        )}
        {!beyond && !canReadMore && remaining > 0 && (
          <div className="wk-reader-remaining" data-testid="remaining-pages">
            <span>{zh.document.remainingPages(remaining)}</span>
            {downloadAction}
          </div>
        )}
      </div>
    </section>
  );
}
