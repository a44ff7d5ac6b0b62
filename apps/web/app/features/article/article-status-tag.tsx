import { ArticleStatus } from "@wenku/contract";
import { Tag, Tooltip } from "antd";
import { zh } from "../../locales/zh-CN";

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
