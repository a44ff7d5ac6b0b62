import { Empty } from "antd";
import { zh } from "../../../locales/zh-CN";
import type { ListedDocument } from "../document-loader";
import { FileTypeGlyphs } from "../../../shared/file-type-icon";
import { DocumentListItem } from "./document-list-item";
import { LinkPagination } from "./link-pagination";

interface DocumentListProps {
  documents: ListedDocument[];
  total: number;
  page: number;
  pageSize: number;
  /** The address of another page of the same list. */
  pageHref: (page: number) => string;
}

/** A page of documents and page links that work without script (each page is its own address). */
export function DocumentList({ documents, total, page, pageSize, pageHref }: DocumentListProps) {
  if (documents.length === 0) return <Empty className="wk-list-empty" description={zh.document.noDocuments} />;
  return (
    <>
      <FileTypeGlyphs exts={documents.map((doc) => doc.ext)}>
        <ul className="wk-list" data-testid="document-list">
          {documents.map((doc) => <DocumentListItem key={doc.id} doc={doc} />)}
        </ul>
      </FileTypeGlyphs>
      <LinkPagination className="wk-list-pagination" total={total} page={page} pageSize={pageSize} pageHref={pageHref} />
    </>
  );
}
