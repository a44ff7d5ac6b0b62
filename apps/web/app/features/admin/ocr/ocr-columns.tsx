import { Badge, Button, Popconfirm, Tag, Tooltip, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { OcrDocument } from "@wenku/contract";

const t = zh.adminOcr;
const badges = ["default", "processing", "success", "error"] as const;

/** The OCR list's columns: the document, OCR status, pages read of pages scanned, engine, notes and re-run. */
export function ocrColumns(rerun: (ids: number[]) => void): TableColumnsType<OcrDocument> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.docTitle,
      dataIndex: "title",
      render: (title: string, doc) => (
        <a href={`/document/${doc.uuid}`} target="_blank" rel="noreferrer">
          <Tag>{doc.ext.replace(/^\./, "").toUpperCase() || "-"}</Tag>
          {title}
        </a>
      ),
    },
    {
      title: t.status,
      dataIndex: "status",
      width: 100,
      render: (status: number) => <Badge status={badges[status] ?? "default"} text={t.statuses[status] ?? String(status)} />,
    },
    {
      title: <Tooltip title={t.pagesHelp}>{t.pages}</Tooltip>,
      key: "pages",
      width: 100,
      render: (_, doc) => t.pagesOf(doc.ocr_pages, doc.scanned_pages),
    },
    { title: t.engine, dataIndex: "engine", width: 150, responsive: ["md"], render: (engine: string) => (engine ? (t.engineNames[engine] ?? engine) : "-") },
    {
      title: t.error,
      dataIndex: "error",
      responsive: ["lg"],
      render: (error: string) => (error ? <Typography.Text type="secondary" ellipsis={{ tooltip: error }}>{error}</Typography.Text> : "-"),
    },
    { title: t.updatedAt, dataIndex: "updated_at", width: 150, responsive: ["xl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 100,
      render: (_, doc) => (
        <Popconfirm title={t.rerunConfirm(1)} onConfirm={() => rerun([doc.id])}>
          <Button type="link" size="small" disabled={doc.status === 1}>
            {t.rerun}
          </Button>
        </Popconfirm>
      ),
    },
  ];
}
