import type { UserPublic } from "@wenku/contract";
import { Card } from "antd";
import { zh } from "../../locales/zh-CN";
import { AdSlot } from "../ads/ad-slot";
import { DocumentList } from "../document/list/document-list";
import { listPageSize } from "../document/list/list-query";
import type { UserDocumentsData } from "./user-loaders";
import "../document/list/list.css";

/** /user/<id>/document: the user's public documents, a page at a time. */
export function UserDocuments({ user, data }: { user: UserPublic; data: UserDocumentsData }) {
  const base = `/user/${user.id}/document`;
  return (
    <Card size="small" title={`${zh.document.userDocumentsTitle(user.username)} · ${zh.document.totalDocuments(data.total)}`} data-testid="user-documents">
      <AdSlot position="user_document_top" />
      <DocumentList
        documents={data.documents}
        total={data.total}
        page={data.page}
        pageSize={listPageSize}
        pageHref={(page) => (page > 1 ? `${base}?page=${page}` : base)}
      />
    </Card>
  );
}
