import type { DocumentView } from "@wenku/contract";
import { Empty, Pagination } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { DocumentListItem } from "./document-list-item";

/** The public list stops at page 100 (api-contract §4.2). */
const maxPages = 100;

interface DocumentListProps {
  documents: DocumentView[];
  total: number;
  page: number;
  pageSize: number;
  /** The address of another page of the same list. */
  pageHref(page: number): string;
}

/** A page of documents and page links that work without script (each page is its own address). */
export function DocumentList({ documents, total, page, pageSize, pageHref }: DocumentListProps) {
  if (documents.length === 0) return <Empty className="wk-list-empty" description={zh.document.noDocuments} />;
  return (
    <>
      <ul className="wk-list" data-testid="document-list">
        {documents.map((doc) => <DocumentListItem key={doc.id} doc={doc} />)}
      </ul>
      {total > pageSize && (
        <Pagination
          className="wk-list-pagination"
          current={page}
          pageSize={pageSize}
          total={Math.min(total, maxPages * pageSize)}
          showSizeChanger={false}
          itemRender={(target, type, element) => {
            if (type === "page") return <Link to={pageHref(target)}>{target}</Link>;
            if (type === "prev" || type === "next") return <Link to={pageHref(target)}>{element}</Link>;
            return element;
          }}
        />
      )}
    </>
  );
}
