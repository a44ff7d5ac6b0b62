import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { coverSrc, documentHref } from "../../../shared/document-href";
import { FileTypeIcon } from "../../../shared/file-type-icon";
import type { CardDocument } from "./home-loader";

/** A document as a cover card: page 1 in A4 proportions, type icon and title. */
export function DocumentCard({ doc }: { doc: CardDocument }) {
  const cover = coverSrc(doc);
  return (
    <Link to={documentHref(doc)} className="wk-doc-card" data-testid="document-card" title={doc.title}>
      <span className="wk-doc-card-cover">
        {cover ? <img src={cover} alt={doc.title} loading="lazy" width={210} height={297} /> : <FileTypeIcon ext={doc.ext} size={48} />}
      </span>
      <span className="wk-doc-card-title">
        <FileTypeIcon ext={doc.ext} />
        <span>{doc.title}</span>
      </span>
      {doc.is_vip && <span className="wk-doc-card-vip" data-testid="document-vip-badge">{zh.commerce.vip.badge}</span>}
      {doc.pages ? <span className="wk-doc-card-pages">{doc.pages} {zh.document.pagesUnit}</span> : null}
    </Link>
  );
}
