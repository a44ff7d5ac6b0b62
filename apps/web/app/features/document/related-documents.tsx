import { Card } from "antd";
import { useEffect, useState } from "react";
import { zh } from "../../locales/zh-CN";
import { documentApi } from "./document-api";
import { DocumentLinkList, type DocumentLink } from "./document-link-list";

/**
 * 相关文档: GET /api/v1/document/related in the browser; until it answers (or where it fails) the newest documents
 * of the same category that the server rendered.
 */
export function RelatedDocuments({ documentId, sameCategory }: { documentId: number; sameCategory: DocumentLink[] }) {
  const [related, setRelated] = useState<DocumentLink[] | null>(null);
  useEffect(() => {
    let live = true;
    documentApi.related(documentId).then(
      (reply) => live && setRelated((reply.document ?? []).filter((d) => d.id !== documentId)),
      () => live && setRelated(null),
    );
    return () => {
      live = false;
    };
  }, [documentId]);
  const shown = related && related.length > 0 ? related : sameCategory;
  return (
    <Card size="small" title={zh.document.related} className="wk-doc-related">
      <DocumentLinkList documents={shown} testId="related-documents" />
    </Card>
  );
}
