import { Card } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DocumentList } from "./document-list";
import type { DocumentListData } from "./list-loaders";
import { filterHref, listPageSize } from "./list-query";

/** The card with the document count and one page of the filtered documents, paging within `pathname`. */
export function DocumentListCard({ pathname, data }: { pathname: string; data: DocumentListData }) {
  return (
    <Card size="small" className="wk-list-card" title={zh.document.totalDocuments(data.total)}>
      <DocumentList
        documents={data.documents}
        total={data.total}
        page={data.filters.page}
        pageSize={listPageSize}
        pageHref={(page) => filterHref(pathname, data.filters, { page })}
      />
    </Card>
  );
}
