import { Card } from "antd";
import { zh } from "../../locales/zh-CN";
import { DocumentLinkList, type DocumentLink } from "./document-link-list";

/** 相关文档: documents like this one (or the newest of its category), as the server rendered them. */
export function RelatedDocuments({ documents }: { documents: DocumentLink[] }) {
  return (
    <Card size="small" title={zh.document.related} className="wk-doc-related">
      <DocumentLinkList documents={documents} testId="related-documents" />
    </Card>
  );
}
