/** The 待审核 banner of a document waiting for review, seen by its uploader and administrators. */
export const documentReview = {
  pendingTitle: "待审核",
  pendingHint: "该文档正在等待审核，审核通过后公开；目前仅上传者和管理员可以阅读。",
  rejectedTitle: "审核未通过",
  rejectedHint: "该文档未通过审核，仅上传者和管理员可见。",
  rejectedReason: (reason: string) => `拒绝原因：${reason}`,
  converting: "文档正在转换，转换完成后即可在下方阅读，请稍后刷新页面。",
  convertFailed: (reason: string) => `文档转换失败：${reason}`,
  approve: "通过",
  reject: "拒绝",
  rejectTitle: "拒绝该文档",
  rejectReason: "拒绝原因",
  rejectReasonPlaceholder: "请填写拒绝原因，将告知上传者（选填）",
  approved: "审核通过，文档已公开",
  approvedQueued: "审核通过，文档转换完成后公开",
  rejected: "已拒绝该文档",
  reviewFailed: "操作失败",
};
