import { Card } from "antd";
import { zh } from "../../../locales/zh-CN";
import { AdSlot } from "../../ads/ad-slot";
import { DocumentListCard } from "./document-list-card";
import { ListFilterRows } from "./list-filters";
import type { DocumentListData } from "./list-loaders";
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
      <AdSlot position="list_nav_bottom" />
      <AdSlot position="list_document_top" />
      <DocumentListCard pathname={pathname} data={data} />
      <AdSlot position="list_document_bottom" />
    </div>
  );
}
