import { zh } from "../../../locales/zh-CN";

const t = zh.admin.group;

/** The capability flags of a group (domain-reference §4), each a switch. */
export const capabilityFlags = [
  ["enable_upload", t.enableUpload],
  ["enable_document_review", t.enableDocumentReview],
  ["enable_comment", t.enableComment],
  ["enable_comment_approval", t.enableCommentApproval],
  ["enable_article", t.enableArticle],
  ["enable_article_approval", t.enableArticleApproval],
  ["is_default", t.isDefault],
  ["is_display", t.isDisplay],
] as const;
