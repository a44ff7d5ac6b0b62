import { documentEndpoints, formatBytes, type DocumentListItem } from "@wenku/contract";
import { Button, Popconfirm, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useApiMutation } from "../../lib/api-query";
import { useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { RelativeDate } from "../../shared/relative-date";
import { RevisionTag } from "../revisions/revision-notice";
import { DocumentEditModal } from "./document-edit-modal";
import { DocumentStatusTag } from "./document-status-tag";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

/** /me/document: the member's uploads in every status, to edit or move to the recycle bin. */
export function MyDocuments() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  // Every status of their own documents is listed.
  const list = usePaged(documentEndpoints.list, "document", { user_id: [userId], order: "id desc" });
  const removal = useApiMutation(documentEndpoints.remove, { done: zh.document.deleted, failure: zh.document.deleteFailed });
  const [editing, setEditing] = useState<DocumentListItem | null>(null);

  const remove = (doc: DocumentListItem) => removal.run({ query: { id: [doc.id] } });

  const columns: TableColumnsType<DocumentListItem> = [
    {
      title: zh.document.title,
      dataIndex: "title",
      render: (_, doc) => (
        <Space size={6}>
          <FileTypeIcon ext={doc.ext} />
          <Link to={documentHref(doc)}>{doc.title}</Link>
        </Space>
      ),
    },
    {
      title: zh.document.status,
      dataIndex: "status",
      width: 120,
      render: (_, doc) => (
        <Space size={4} wrap>
          <DocumentStatusTag status={doc.status} error={doc.convert_error} />
          <RevisionTag revision={doc.revision} />
        </Space>
      ),
    },
    { title: zh.document.pagesLabel, dataIndex: "pages", width: 70 },
    { title: zh.document.sizeLabel, dataIndex: "size", width: 100, render: (size: number) => formatBytes(size) },
    { title: zh.document.price, dataIndex: "price", width: 70 },
    { title: zh.document.createdAt, dataIndex: "created_at", width: 110, render: (value?: string) => <RelativeDate value={value} /> },
    {
      title: zh.actions,
      key: "actions",
      width: 130,
      render: (_, doc) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(doc)} data-testid="edit-document">{zh.edit}</Button>
          <Popconfirm title={zh.document.deleteConfirm} onConfirm={() => remove(doc)} okText={zh.confirm} cancelText={zh.cancel}>
            <Button type="link" size="small" danger data-testid="delete-document">{zh.delete}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <MemberTable list={list} columns={columns} testId="my-documents" scrollX={760} />
      {editing && (
        <DocumentEditModal
          doc={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </>
  );
}
