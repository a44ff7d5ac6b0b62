import { commentEndpoints } from "@wenku/contract";
import { Card, Empty, Pagination, Spin } from "antd";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useApiMutation } from "../../lib/api-query";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { zh } from "../../locales/zh-CN";
import { holdsPermission } from "../../shared/permissions";
import type { Comment } from "./comment-types";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { buildThreads } from "./comment-tree";
import { useItemComments } from "./use-item-comments";
import "./comments.css";

const t = zh.comments;
const threadsPerPage = 10;

export interface CommentSectionProps {
  /** 0 document, 1 article */
  type: 0 | 1;
  /** the document's or article's id */
  itemId: number;
  /** Told the number of approved comments whenever the list is loaded again (after posting or deleting too). */
  onApprovedCount?: (count: number) => void;
}

/**
 * The comments under a document or an article: threads of replies, a form for signed-in members (with the captcha
 * when the settings ask for one) and a reply form under any comment; members see their own comments awaiting
 * review, marked as such, and may delete their own (holders of the delete permission any).
 */
export function CommentSection({ type, itemId, onApprovedCount }: CommentSectionProps) {
  const session = useSession();
  const location = useLocation();
  const { comments, loading } = useItemComments(type, itemId);
  const removal = useApiMutation(commentEndpoints.remove, { done: t.deleted, failure: t.deleteFailed });
  const [replyingTo, setReplyingTo] = useState(0);
  const [page, setPage] = useState(1);
  const threads = useMemo(() => buildThreads(comments), [comments]);
  const approved = comments.filter((c) => c.status === 1).length;
  useEffect(() => {
    if (!loading) onApprovedCount?.(approved);
  }, [loading, approved, onApprovedCount]);
  const viewerId = session.user?.id ?? 0;
  const moderator = holdsPermission(session, commentEndpoints.remove);

  const remove = async (comment: Comment) => {
    await removal.run({ query: { id: [comment.id] } });
  };

  const item = (comment: Comment, replyTo?: string, children?: ReactNode) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      replyTo={replyTo}
      canReply={Boolean(viewerId) && (comment.status === 1 || comment.user_id === viewerId)}
      canDelete={moderator || (viewerId > 0 && comment.user_id === viewerId)}
      onReply={() => setReplyingTo(replyingTo === comment.id ? 0 : comment.id)}
      onDelete={() => remove(comment)}
    >
      {replyingTo === comment.id && (
        <CommentForm
          type={type}
          itemId={itemId}
          parentId={comment.id}
          placeholder={t.replyPlaceholder(comment.user?.username ?? "")}
          onPosted={() => setReplyingTo(0)}
          onCancel={() => setReplyingTo(0)}
        />
      )}
      {children}
    </CommentItem>
  );

  const shown = threads.slice((page - 1) * threadsPerPage, page * threadsPerPage);
  return (
    <Card className="wk-comments" title={t.titleWithCount(approved)} data-testid="comment-section">
      {viewerId ? (
        <CommentForm type={type} itemId={itemId} onPosted={() => setPage(1)} />
      ) : (
        <div className="wk-comment-login" data-testid="comment-login">
          <Link to={entryHref("/login", location)}>{t.login}</Link>{t.loginToComment}
        </div>
      )}
      <Spin spinning={loading}>
        {threads.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
        ) : (
          <ul className="wk-comment-list" data-testid="comment-list">
            {shown.map((thread) =>
              item(
                thread.root,
                undefined,
                thread.replies.length > 0 && (
                  <ul className="wk-comment-replies">{thread.replies.map((reply) => item(reply.comment, reply.replyTo))}</ul>
                ),
              ),
            )}
          </ul>
        )}
      </Spin>
      {threads.length > threadsPerPage && (
        <Pagination className="wk-comment-pages" current={page} pageSize={threadsPerPage} total={threads.length} onChange={setPage} showSizeChanger={false} />
      )}
    </Card>
  );
}
