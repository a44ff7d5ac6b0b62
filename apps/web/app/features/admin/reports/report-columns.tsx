import { Button, Space, Tag, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import { itemHref } from "../../../shared/article-href";
import type { Report } from "./report-types";
import "./reports.css";

const t = zh.adminDocuments.report;

export interface ReportRowActions {
  process: (report: Report) => void;
  remove: (report: Report) => Promise<unknown>;
}

/** The report table's columns. */
export function reportColumns(actions: ReportRowActions): TableColumnsType<Report> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: zh.comments.reports.item,
      dataIndex: "document_title",
      width: 220,
      render: (title: string, r) => (
        <Space size={4}>
          <Tag>{zh.comments.reports.types[r.type] ?? r.type}</Tag>
          {r.document_uuid ? (
            <a href={itemHref(r.type, r.document_uuid)} target="_blank" rel="noreferrer">
              {title}
            </a>
          ) : (
            zh.comments.reports.removedItem
          )}
        </Space>
      ),
    },
    { title: t.reason, dataIndex: "reason", width: 110, render: (reason: number) => <Tag color="orange">{t.reasons[reason] ?? reason}</Tag> },
    {
      title: t.content,
      dataIndex: "content",
      width: 260,
      render: (content: string, r) =>
        content ? (
          <Typography.Paragraph className="wk-report-text" ellipsis={{ rows: 3, expandable: "collapsible" }} data-testid={`report-content-${r.id}`}>
            {content}
          </Typography.Paragraph>
        ) : (
          "—"
        ),
    },
    { title: t.reporter, dataIndex: "username", width: 110, responsive: ["md"] },
    {
      title: t.state,
      dataIndex: "status",
      width: 90,
      render: (done: boolean) => (done ? <Tag color="green">{t.processed}</Tag> : <Tag color="red">{t.unprocessed}</Tag>),
    },
    { title: t.remark, dataIndex: "remark", width: 140, ellipsis: true, responsive: ["lg"] },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["lg"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 120,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.process(r)}>
            {t.process}
          </Button>
          <DeleteButton onDelete={() => actions.remove(r)} />
        </Space>
      ),
    },
  ];
}
