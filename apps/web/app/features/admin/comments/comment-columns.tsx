import { Button, Space, Tag, type TableColumnsType } from "antd";
import { zh } from "../../../locales/zh-CN";
import { DeleteButton } from "../common/delete-button";
import { formatTime } from "../../../shared/format";
import { itemHref } from "../../../shared/article-href";
import type { AdminComment } from "./comment-types";

const t = zh.comments.admin;
const statusColors: Record<number, string> = { 0: "orange", 1: "green", 2: "red" };

export interface CommentRowActions {
  check: (comment: AdminComment, status: number) => void;
  edit: (comment: AdminComment) => void;
  remove: (comment: AdminComment) => Promise<unknown>;
}

/** The comment table's columns. */
export function commentColumns(actions: CommentRowActions): TableColumnsType<AdminComment> {
  return [
    { title: zh.admin.id, dataIndex: "id", width: 70 },
    {
      title: t.content,
      dataIndex: "content",
      width: 320,
      // Shown as text: the table never renders a comment's HTML.
      render: (content: string, c) => (
        <div className="wk-admin-comment-text">
          {c.parent_id > 0 && <Tag>{t.replyTo} #{c.parent_id}</Tag>}
          {content}
        </div>
      ),
    },
    {
      title: t.item,
      dataIndex: "document_title",
      width: 220,
      render: (title: string, { type = 0, document_uuid }) => (
        <Space size={4}>
          <Tag>{zh.comments.admin.types[type] ?? type}</Tag>
          {document_uuid ? (
            <a href={itemHref(type, document_uuid)} target="_blank" rel="noreferrer">{title}</a>
          ) : (
            <span className="wk-muted">{title || t.removedItem}</span>
          )}
        </Space>
      ),
    },
    { title: t.commenter, dataIndex: ["user", "username"], width: 120, responsive: ["md"] },
    {
      title: t.status,
      dataIndex: "status",
      width: 90,
      render: (status: number) => <Tag color={statusColors[status]}>{zh.comments.status[status] ?? status}</Tag>,
    },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, responsive: ["lg"], render: formatTime },
    {
      title: zh.actions,
      key: "actions",
      fixed: "right",
      width: 200,
      render: (_, c) => (
        <Space size={0}>
          {c.status !== 1 && <Button type="link" size="small" onClick={() => actions.check(c, 1)}>{t.approve}</Button>}
          {c.status !== 2 && <Button type="link" size="small" onClick={() => actions.check(c, 2)}>{t.reject}</Button>}
          <Button type="link" size="small" onClick={() => actions.edit(c)}>{t.edit}</Button>
          <DeleteButton confirm={t.deleteConfirm} onDelete={() => actions.remove(c)} />
        </Space>
      ),
    },
  ];
}
