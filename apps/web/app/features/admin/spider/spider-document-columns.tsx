import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import type { SpiderDocument } from "./spider-types";
import { documentStatusColors } from "./spider-progress";

const t = zh.adminSpider.document;

export interface DocumentRowActions {
  download: (id: number) => void;
  publish: (row: SpiderDocument & { id: number }) => void;
  remove: (id: number) => Promise<unknown>;
}

/** 12.3 KB / 4.5 MB. */
export function formatSize(bytes: number | undefined): string {
  if (!bytes) return "-";
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The spider document table's columns. */
export function spiderDocumentColumns(actions: DocumentRowActions): TableColumnsType<SpiderDocument & { id: number }> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.docTitle,
      dataIndex: "title",
      width: 280,
      render: (title: string, row) => (
        <>
          <Typography.Text strong ellipsis={{ tooltip: title }} style={{ display: "block" }}>
            {title || row.title_from_url || "-"}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.url }} style={{ display: "block", fontSize: 12 }}>
            {row.url}
          </Typography.Text>
        </>
      ),
    },
    { title: t.ext, dataIndex: "ext", width: 80 },
    { title: t.size, dataIndex: "size", width: 100, render: formatSize },
    {
      title: t.status,
      dataIndex: "status",
      width: 120,
      render: (status: number, row) => {
        const tag = <Tag color={documentStatusColors[status]}>{t.statuses[status] ?? status}</Tag>;
        return row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag;
      },
    },
    { title: t.error, dataIndex: "error", ellipsis: true, responsive: ["xxl"] },
    { title: t.document, dataIndex: "document_id", width: 100, responsive: ["md"], render: (id: number) => (id ? `#${id}` : "-") },
    { title: zh.admin.updatedAt, dataIndex: "updated_at", width: 150, responsive: ["xl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          {(row.status === 0 || row.status === 4) && (
            <Button type="link" size="small" onClick={() => actions.download(row.id)}>
              {row.status === 4 ? t.retryDownload : t.download}
            </Button>
          )}
          {(row.status === 3 || row.status === 8) && (
            <Button type="link" size="small" onClick={() => actions.publish(row)}>
              {t.publish}
            </Button>
          )}
          <DeleteButton onDelete={() => actions.remove(row.id)} />
        </Space>
      ),
    },
  ];
}
