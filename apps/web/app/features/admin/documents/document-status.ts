import { DocumentStatus } from "@wenku/contract";
import { zh } from "../../../locales/zh-CN";

export const documentStatuses = Object.values(DocumentStatus);

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

export const statusName = (status: number) => zh.adminDocuments.status[status] ?? String(status);
export const statusColor = (status: number) => colors[status] ?? "default";

export const statusOptions = documentStatuses.map((value) => ({ value, label: statusName(value) }));

/** Statuses an administrator may send back to conversion one by one (the server refuses the others). */
export const canReconvert = (status: number | undefined) =>
  ([DocumentStatus.pending, DocumentStatus.converted, DocumentStatus.failed, DocumentStatus.reconvert] as number[]).includes(status ?? -1);

/** Statuses whose file only the review download reaches (GET /document/download/bereviewed). */
export const needsReviewDownload = (status: number | undefined) =>
  ([DocumentStatus.disabled, DocumentStatus.pendingReview, DocumentStatus.reviewRejected] as number[]).includes(status ?? -1);
