import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { FileTypeGlyphs, FileTypeIcon } from "../../shared/file-type-icon";
import "./document-link-list.css";

export interface DocumentLink {
  id: number;
  uuid: string;
  title: string;
  ext: string;
  pages: number;
}

/** A compact list of document titles with their type icons (related documents, sidebars). */
export function DocumentLinkList({ documents, testId }: { documents: DocumentLink[]; testId?: string }) {
  if (documents.length === 0) return <div className="wk-muted">{zh.document.noRelated}</div>;
  return (
    <FileTypeGlyphs exts={documents.map((doc) => doc.ext)}>
      <ul className="wk-doc-links" data-testid={testId}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <FileTypeIcon ext={doc.ext} />
            <Link to={documentHref(doc)} title={doc.title}>{doc.title}</Link>
            {doc.pages ? <span className="wk-muted">{doc.pages}{zh.document.pagesUnit}</span> : null}
          </li>
        ))}
      </ul>
    </FileTypeGlyphs>
  );
}
