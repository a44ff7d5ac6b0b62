import { formatBytes } from "@wenku/contract";
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { AdminDocument } from "./document-types";
import { DocumentRowActions } from "./document-row-actions";
import { statusColor, statusName } from "./document-status";
import type { DocumentCommands } from "./use-document-commands";

const t = zh.adminDocuments.list;

interface ColumnOptions {
  commands: DocumentCommands;
  onEdit: (doc: AdminDocument) => void;
  languageName: (code: string | undefined) => string;
  creditName: string;
}

/** Title with its type and, when conversion failed, the converter's error under it. */
function TitleCell({ doc }: { doc: AdminDocument }) {
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag>{doc.ext.replace(/^\./, "").toUpperCase() || "-"}</Tag>
        <a href={`/document/${doc.uuid}`} target="_blank" rel="noreferrer">
          {doc.title}
        </a>
        {doc.recommend_at && (
          <Tag color="gold" style={{ marginLeft: 6 }}>
            {t.recommended}
          </Tag>
        )}
        {doc.is_vip && <Tag color="orange" style={{ marginLeft: 6 }} data-testid="document-vip-tag">{zh.adminCommerce.documentVip.tag}</Tag>}
      </span>
      {doc.convert_error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} ellipsis={{ tooltip: doc.convert_error }} data-testid="convert-error">
          {t.convertError}：{doc.convert_error}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Price in credits, 免费 for none. */
const priceText = (price: number, credit: string) => (price > 0 ? `${price} ${credit}` : t.free);

/**
 * The document table's columns. At 1366 px (xl) the columns up to 上传者 and 价格 fit beside the fixed 操作
 * column without scrolling (`documentTableWidth`); pages, size, language and time join on wider screens.
 */
export function documentColumns({ commands, onEdit, languageName, creditName }: ColumnOptions): TableColumnsType<AdminDocument> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 64 },
    { title: t.docTitle, dataIndex: "title", width: 220, render: (_, doc) => <TitleCell doc={doc} /> },
    {
      title: t.status,
      dataIndex: "status",
      width: 92,
      render: (status: number, doc) => (
        <Tooltip title={doc.convert_error || undefined}>
          <Tag color={statusColor(status)} data-testid="document-status">
            {statusName(status)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t.category,
      dataIndex: "category",
      width: 120,
      responsive: ["lg"],
      render: (_, doc) => (doc.category ?? []).map((c) => <Tag key={c.id}>{c.title}</Tag>),
    },
    {
      title: t.price,
      dataIndex: "price",
      width: 84,
      responsive: ["md"],
      render: (price: number) => <span data-testid="document-price">{priceText(price, creditName)}</span>,
    },
    { title: t.uploader, dataIndex: "username", width: 110, responsive: ["md"], ellipsis: true },
    { title: t.pages, dataIndex: "pages", width: 70, responsive: ["xxl"] },
    { title: t.size, dataIndex: "size", width: 100, responsive: ["xxl"], render: (size: number) => formatBytes(size) },
    { title: t.language, dataIndex: "language", width: 100, responsive: ["xxl"], render: (code?: string) => languageName(code) },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["xxl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 200,
      render: (_, doc) => <DocumentRowActions doc={doc} commands={commands} onEdit={onEdit} />,
    },
  ];
}

/** The width the columns shown at 1366 px need (with the selection column); narrower, the table scrolls sideways. */
export const documentTableWidth = 32 + 64 + 220 + 92 + 120 + 84 + 110 + 200;
