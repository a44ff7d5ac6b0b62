import { DocumentStatus } from "@wenku/contract";
import { Tag, Tooltip } from "antd";
import { zh } from "../../locales/zh-CN";

const colors: Record<number, string> = {
  [DocumentStatus.pending]: "default",
  [DocumentStatus.converting]: "processing",
  [DocumentStatus.converted]: "success",
  [DocumentStatus.failed]: "error",
  [DocumentStatus.disabled]: "default",
  [DocumentStatus.reconvert]: "processing",
  [DocumentStatus.pendingReview]: "warning",
  [DocumentStatus.reviewRejected]: "error",
};

/** 待转换 … 审核拒绝 (spec §4), with the conversion error on hover when there is one. */
export function DocumentStatusTag({ status, error }: { status?: number; error?: string }) {
  const value = status ?? DocumentStatus.pending;
  const tag = <Tag color={colors[value]} data-testid="document-status">{zh.document.statusNames[value] ?? String(value)}</Tag>;
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
