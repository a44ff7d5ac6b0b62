import type { DownloadUrlReply } from "@wenku/contract";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { CommentSection } from "../comments";
import { AdSlot } from "../ads/ad-slot";
import { DownloadButton } from "./actions/download-button";
import { DownloadCard } from "./actions/download-card";
import { useDownload } from "./actions/use-download";
import { DocumentHeader } from "./document-header";
import { DocumentInfo } from "./document-info";
import type { DocumentPageData } from "./document-loader";
import { DocumentReader } from "./reader/document-reader";
import { useReaderPages } from "./reader/use-reader-pages";
import { RelatedDocuments } from "./related-documents";
import { ReviewBanner } from "./review/review-banner";
import { OwnDocumentRevisionNotice } from "./own-document-revision-notice";
import "./document.css";

/** /document/<uuid>: header, reader and comments on the left; download, details and related documents on the right. */
export function DocumentPage({ data }: { data: DocumentPageData }) {
  const [downloadCount, setDownloadCount] = useState(data.document.download_count);
  // A review given from the page (the banner of a document waiting for review) changes its status at once.
  const [review, setReview] = useState({ status: data.document.status, reject_reason: data.document.reject_reason });
  const doc = { ...data.document, download_count: downloadCount, ...review };
  const settings = useSettings();
  const { token } = useSession();
  const reader = useReaderPages(doc.id, data.pages);
  const { reload } = reader;
  // A download counts at once on the page, and a buyer may now read every page.
  const onDownloaded = useCallback(
    (reply: DownloadUrlReply) => {
      if (reply.download_count !== undefined) setDownloadCount(reply.download_count);
      void reload();
    },
    [reload],
  );
  const download = useDownload(doc, onDownloaded);

  // The owner, administrators and buyers may read more than strangers: ask again once the visitor is known.
  useEffect(() => {
    if (token) void reload();
  }, [token, reload]);

  return (
    <article className="wk-doc" data-testid="document-page" data-document-id={doc.id}>
      <div className="wk-doc-head">
        <DocumentHeader doc={doc} />
      </div>
      <div className="wk-doc-download">
        <DownloadCard doc={doc} download={download} />
        {download.rechargeDialog}
      </div>
      <div className="wk-doc-body">
        <ReviewBanner doc={doc} onReviewed={(status, rejectReason) => setReview({ status, reject_reason: rejectReason })} />
        <OwnDocumentRevisionNotice documentId={doc.id} ownerId={doc.user_id} />
        <AdSlot position="document_top" />
        <DocumentReader
          doc={doc}
          reader={reader}
          pagesPerRead={Math.max(1, settings.display.pages_per_read)}
          downloadAction={<DownloadButton download={download} size={doc.size} testId="download-remaining" />}
        />
        <AdSlot position="document_bottom" className="wk-ad-below-reader" />
        <CommentSection type={0} itemId={doc.id} />
      </div>
      <aside className="wk-doc-aside">
        <DocumentInfo doc={doc} />
        <RelatedDocuments documents={data.related} />
      </aside>
    </article>
  );
}
