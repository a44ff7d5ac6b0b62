import { formatBytes } from "@wenku/contract";
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { AdminDocument } from "../documents/document-types";
import { statusName } from "../documents/document-status";

const t = zh.adminDocuments.recycle;
const list = zh.adminDocuments.list;

export interface RecycleRowActions {
  restore: (ids: number[]) => void | Promise<void>;
  purge: (ids: number[]) => void | Promise<void>;
}

/** The recycle bin's columns: the document, who deleted it and when, and restore / purge. */
export function recycleColumns(actions: RecycleRowActions): TableColumnsType<AdminDocument> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: list.docTitle,
      dataIndex: "title",
      render: (title: string, doc) => (
        <span>
          <Tag>{doc.ext.replace(/^\./, "").toUpperCase() || "-"}</Tag>
          {title}
        </span>
      ),
    },
    { title: list.status, dataIndex: "status", width: 100, responsive: ["md"], render: (status: number) => statusName(status) },
    { title: list.size, dataIndex: "size", width: 100, responsive: ["lg"], render: (size: number) => formatBytes(size) },
    { title: list.uploader, dataIndex: "username", width: 110, responsive: ["lg"] },
    { title: t.deletedBy, dataIndex: "deleted_username", width: 110, responsive: ["md"] },
    { title: t.deletedAt, dataIndex: "deleted_at", width: 150, render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 150,
      render: (_, doc) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.restore([doc.id])} data-testid="recycle-restore">
            {t.restore}
          </Button>
          <Popconfirm title={t.purgeConfirm} okButtonProps={{ danger: true }} onConfirm={() => actions.purge([doc.id])}>
            <Button type="link" size="small" danger>
              {t.purge}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
