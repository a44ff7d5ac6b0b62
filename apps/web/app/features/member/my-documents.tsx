import { formatBytes, type DocumentView } from "@wenku/contract";
import { App, Button, Popconfirm, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { documentHref } from "../../shared/document-href";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { RelativeDate } from "../../shared/relative-date";
import { RevisionTag } from "../revisions/revision-notice";
import { DocumentEditModal } from "./document-edit-modal";
import { DocumentStatusTag } from "./document-status-tag";
import { memberApi } from "./member-api";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

/** /me/document: the member's uploads in every status, to edit or move to the recycle bin. */
export function MyDocuments() {
  const { message } = App.useApp();
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const list = usePaged((page, size) => memberApi.documents(userId, page, size));
  const [editing, setEditing] = useState<DocumentView | null>(null);

  const remove = async (doc: DocumentView) => {
    try {
      await memberApi.deleteDocuments([doc.id ?? 0]);
      void message.success(zh.document.deleted);
      list.reload();
    } catch (error) {
      void message.error(errorMessage(error, zh.document.deleteFailed));
    }
  };

  const columns: TableColumnsType<DocumentView> = [
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
    { title: zh.document.sizeLabel, dataIndex: "size", width: 100, render: (size?: number) => formatBytes(size ?? 0) },
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
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
