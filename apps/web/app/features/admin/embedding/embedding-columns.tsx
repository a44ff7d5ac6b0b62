import { Badge, Button, Popconfirm, Progress, Tooltip, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { EmbeddingDocument } from "./embedding-types";

const t = zh.adminEmbedding;
const badges = ["default", "processing", "success", "error"] as const;

/** The embedding list's columns: the document, status, passages embedded of all, error, time and re-embed. */
export function embeddingColumns(redo: (ids: number[]) => void): TableColumnsType<EmbeddingDocument> {
  return [
    { title: zh.admin.id, dataIndex: "document_id", width: 70 },
    {
      title: t.docTitle,
      dataIndex: "title",
      render: (title: string, doc) => (
        <a href={`/document/${doc.uuid}`} target="_blank" rel="noreferrer">
          {title}
        </a>
      ),
    },
    {
      title: t.status,
      dataIndex: "status",
      width: 110,
      render: (status: number) => <Badge status={badges[status] ?? "default"} text={t.statuses[status] ?? String(status)} />,
    },
    {
      title: <Tooltip title={t.progressHelp}>{t.progress}</Tooltip>,
      key: "progress",
      width: 200,
      render: (_, doc) => (
        <div>
          <Progress
            size="small"
            aria-label={t.progress}
            percent={doc.chunks ? Math.floor((doc.embedded / doc.chunks) * 100) : doc.status === 2 ? 100 : 0}
            status={doc.status === 3 ? "exception" : doc.status === 1 ? "active" : undefined}
            showInfo={false}
          />
          <Typography.Text type="secondary">{t.progressOf(doc.embedded, doc.chunks)}</Typography.Text>
        </div>
      ),
    },
    {
      title: t.error,
      dataIndex: "error",
      responsive: ["lg"],
      render: (error: string) => (error ? <Typography.Text type="danger" ellipsis={{ tooltip: error }}>{error}</Typography.Text> : "-"),
    },
    { title: t.updatedAt, dataIndex: "updated_at", width: 150, responsive: ["xl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 110,
      render: (_, doc) => (
        <Popconfirm title={t.redoConfirm(1)} onConfirm={() => redo([doc.document_id])}>
          <Button type="link" size="small" disabled={doc.status === 1}>
            {t.redo}
          </Button>
        </Popconfirm>
      ),
    },
  ];
}
