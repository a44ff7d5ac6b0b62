import { UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Popconfirm, Tag } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { RelativeDate } from "../../shared/relative-date";
import type { Comment } from "./comment-types";

const t = zh.comments;

interface CommentItemProps {
  comment: Comment;
  /** The username answered by a reply to a reply. */
  replyTo?: string;
  canReply: boolean;
  canDelete: boolean;
  onReply: () => void;
  onDelete: () => Promise<void>;
  children?: ReactNode;
}

/** One comment: author, time, review state, the server's inert HTML of the text, reply and delete. */
export function CommentItem({ comment, replyTo, canReply, canDelete, onReply, onDelete, children }: CommentItemProps) {
  const user = comment.user;
  return (
    <li className="wk-comment" data-testid="comment" data-comment-id={comment.id}>
      <Avatar size={36} src={user?.avatar || undefined} alt={user?.username ?? ""} icon={<UserOutlined />} />
      <div className="wk-comment-main">
        <div className="wk-comment-head">
          {user ? <Link to={`/user/${user.id}`} className="wk-comment-author">{user.username}</Link> : null}
          {replyTo !== undefined && (
            <span className="wk-muted">
              {t.replyTo} <span className="wk-comment-reply-to">@{replyTo}</span>
            </span>
          )}
          <span className="wk-muted wk-comment-time"><RelativeDate value={comment.created_at} /></span>
          {comment.status === 0 && <Tag color="orange" title={t.pendingHint}>{t.pending}</Tag>}
          {comment.status === 2 && <Tag color="red">{t.rejected}</Tag>}
        </div>
        {/* content_html is the server's escaped rendering of plain text (comments/comment-html.ts): no markup but <br> and http(s) links. */}
        <div className="wk-comment-content" dangerouslySetInnerHTML={{ __html: comment.content_html }} />
        <div className="wk-comment-actions">
          {canReply && <Button type="link" size="small" onClick={onReply} data-testid="comment-reply">{t.reply}</Button>}
          {canDelete && (
            <Popconfirm title={t.deleteConfirm} okButtonProps={{ danger: true }} onConfirm={onDelete}>
              <Button type="link" size="small" danger data-testid="comment-delete">{t.delete}</Button>
            </Popconfirm>
          )}
        </div>
        {children}
      </div>
    </li>
  );
}
