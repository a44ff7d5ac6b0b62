import { Card } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DocumentList } from "./document-list";
import { ListFilterRows } from "./list-filters";
import type { DocumentListData } from "./list-loaders";
import { filterHref, listPageSize } from "./list-query";
import "./list.css";

/** /document: the newest documents, filtered by type, fee and language, sorted as chosen. */
export function LatestDocumentsPage({ data }: { data: DocumentListData }) {
  const pathname = "/document";
  return (
    <div className="wk-list-page" data-testid="latest-documents">
      <Card size="small" className="wk-list-filters">
        <h1 className="wk-list-heading">{zh.document.latestTitle}</h1>
        <ListFilterRows pathname={pathname} filters={data.filters} />
      </Card>
      <Card size="small" className="wk-list-card" title={zh.document.totalDocuments(data.total)}>
        <DocumentList
          documents={data.documents}
          total={data.total}
          page={data.filters.page}
          pageSize={listPageSize}
          pageHref={(page) => filterHref(pathname, data.filters, { page })}
        />
      </Card>
    </div>
  );
}
