import { formatBytes } from "@wenku/contract";
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import type { Attachment } from "./attachment-types";

const t = zh.adminDocuments.attachment;

export interface AttachmentRowActions {
  edit: (attachment: Attachment) => void;
  setLegal: (attachment: Attachment, legal: boolean) => void | Promise<void>;
}

/** Files under /uploads are served as they are; document files only through downloads. */
const isServed = (path: string) => path.startsWith("/uploads/");

/** The attachment table's columns: the file, its type, size and hash, who uploaded it, and its legality. */
export function attachmentColumns(actions: AttachmentRowActions): TableColumnsType<Attachment> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.name,
      dataIndex: "name",
      width: 220,
      render: (name: string, a) =>
        isServed(a.path) ? (
          <a href={a.path} target="_blank" rel="noreferrer">
            {name || a.path}
          </a>
        ) : (
          name
        ),
    },
    { title: t.type, dataIndex: "type_name", width: 90 },
    { title: t.ext, dataIndex: "ext", width: 80, responsive: ["md"] },
    { title: t.size, dataIndex: "size", width: 100, render: (size: number) => formatBytes(size) },
    {
      title: t.hash,
      dataIndex: "hash",
      width: 150,
      responsive: ["lg"],
      render: (hash: string) => (
        <Typography.Text code copyable={{ text: hash }} style={{ fontSize: 12 }}>
          {hash.slice(0, 10)}…
        </Typography.Text>
      ),
    },
    { title: t.uploader, dataIndex: "username", width: 110, responsive: ["md"] },
    { title: t.ip, dataIndex: "ip", width: 130, responsive: ["xxl"] },
    {
      title: t.state,
      dataIndex: "enable",
      width: 80,
      render: (enable: boolean) => (enable ? <Tag color="green">{t.legal}</Tag> : <Tag color="red" data-testid="attachment-illegal">{t.illegal}</Tag>),
    },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["xxl"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 150,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.edit(a)}>
            {zh.edit}
          </Button>
          {a.enable ? (
            <Popconfirm title={t.markIllegalConfirm} okButtonProps={{ danger: true }} onConfirm={() => actions.setLegal(a, false)}>
              <Button type="link" size="small" danger data-testid="attachment-mark-illegal">
                {t.markIllegal}
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm title={t.markLegalConfirm} onConfirm={() => actions.setLegal(a, true)}>
              <Button type="link" size="small">
                {t.markLegal}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
