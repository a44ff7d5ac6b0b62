import { ArticleStatus } from "@wenku/contract";
import { Space, Tag, Tooltip } from "antd";
import type { ComponentProps } from "react";
import { zh } from "../../locales/zh-CN";
import { RevisionTag } from "../revisions/revision-notice";

const colors: Record<number, string> = {
  [ArticleStatus.pending]: "warning",
  [ArticleStatus.published]: "success",
  [ArticleStatus.rejected]: "error",
};

/** 待审核 / 已发布 / 已拒绝, with the rejection's reason on hover. */
export function ArticleStatusTag({ status, reason }: { status?: number; reason?: string }) {
  const value = status ?? ArticleStatus.pending;
  const tag = <Tag color={colors[value]} data-testid="article-status">{zh.article.statusNames[value] ?? String(value)}</Tag>;
  return reason && value === ArticleStatus.rejected ? <Tooltip title={zh.article.rejectReason(reason)}>{tag}</Tooltip> : tag;
}

/** An article's status with its pending or refused edit beside it, as list rows show them. */
export function ArticleStatusCell({ article }: { article: { status?: number; reject_reason?: string; revision?: ComponentProps<typeof RevisionTag>["revision"] } }) {
  return (
    <Space size={4} wrap>
      <ArticleStatusTag status={article.status} reason={article.reject_reason} />
      <RevisionTag revision={article.revision} />
    </Space>
  );
}
