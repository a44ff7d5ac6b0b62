import { z } from "zod";
import { bBool, bInt, bIntArray, listOf, pageQuery, qBool, qBoolArray, qInt, qIntArray, qString, qStringArray } from "../query.js";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../rules/visible-text.js";
import { ReportReason } from "../enums.js";
import { visibleTitle } from "./safe-values.js";
import { userPublicSchema } from "./user.js";
import { projectableList } from "./projection.js";
import { documentRevisionSchema, revisionStatusQuery } from "./revision.js";

/**
 * Documents and what users do with them (api-contract §2 Document, DocumentScore, Download, Favorite, Report,
 * Attachment, Punishment; §4.2, §4.6, §4.7, §4.10, §7). Shared by the upload/conversion side and the
 * library side (read, download, favorites, ratings, reports, recycle bin, attachments, punishments).
 */
const int = z.number().int();
const text = z.string();

/** A JSON boolean, or "true"/"false"/1/0 as some clients send them. */
const bText = (max: number, message: string) => z.string().trim().max(max, message);

/** The longest text a report may carry (characters). */
export const reportContentMaxLength = 1000;

/** Messages of the document APIs; those the specification fixes are verbatim. */
export const documentMessages = {
  notFound: "文档不存在",
  notFoundOrForbidden: "文档不存在或没有权限",
  titleRequired: "请输入文档标题",
  titleTooLong: "文档标题不能超过255个字符",
  keywordsTooLong: "关键词不能超过255个字符",
  descriptionTooLong: "文档描述不能超过1024个字符",
  priceInvalid: "文档价格必须是不小于0的整数",
  categoryNotFound: "文档分类不存在",
  languageNotFound: "文档语言不存在",
  idsRequired: "请选择文档",
  categoryIdsRequired: "文档ID和分类ID均不能为空",
  statusUnsupported: "不支持的文档状态",
  recommendTypeUnsupported: "不支持的推荐类型",
  alreadyRated: "您已经评分过了",
  cannotRateOwn: "不能给自己的文档评分",
  scoreRange: "评分必须在100到500之间",
  alreadyReported: "您已举报过当前文档",
  alreadyReportedArticle: "您已举报过当前文章",
  reportReasonInvalid: "请选择举报原因",
  reportContentTooLong: `举报说明不能超过${reportContentMaxLength}个字符`,
  reportContentHidden: hiddenCharactersMessage("举报说明"),
  reportCopyrightContentRequired: "侵权举报请说明被侵权的内容及权利人",
  reportNotFound: "举报不存在",
  alreadyFavorited: "您已经收藏过了",
  favoriteTypeUnsupported: "不支持的收藏类型",
  favoritePunished: "您已被禁止收藏",
  downloadPunished: "您已被禁止下载文档",
  downloadLinkInvalid: "下载链接已失效",
  paidNeedsLogin: "付费文档，请先登录再下载",
  ipDownloadLimit: (limit: number) => `您所在IP今日下载次数已达上限(${limit})`,
  userDownloadLimit: (limit: number) => `您的账户今日下载次数已达上限(${limit})`,
  insufficientCredits: (creditName: string) => `${creditName}不足，无法下载`,
  attachmentNotFound: "附件不存在",
  attachmentDisabled: "该文档的文件已被禁用，无法下载",
  attachmentDeleteRefused: "附件不允许直接删除。附件由系统直接管理，会随着相应数据的删除而自动删除。",
  punishmentNotFound: "处罚记录不存在",
  punishmentUsersRequired: "请选择用户",
  punishmentTypesRequired: "请选择处罚类型",
  endTimeInvalid: "结束时间格式不正确",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export const documentCategoryRefSchema = z.object({ id: int, title: text, parent_id: int });

/** A document's own columns, as every reply of a whole document shows them. */
const documentColumns = {
  id: int,
  uuid: text,
  title: text,
  keywords: text,
  description: text,
  user_id: int,
  width: int,
  height: int,
  preview: int,
  pages: int,
  download_count: int,
  view_count: int,
  favorite_count: int,
  comment_count: int,
  /** rating ×100, 100–500, 300 until rated */
  score: int,
  score_count: int,
  price: int,
  size: int,
  ext: text,
  status: int,
  enable_gzip: z.boolean(),
  preview_ext: text,
  language: text,
  /** why conversion failed: sent to its uploader and administrators only */
  convert_error: text.optional(),
  /** status 7: why the upload was refused (its uploader and administrators only) */
  reject_reason: text.optional(),
  is_vip: z.boolean(),
  /** absent until the document is recommended */
  recommend_at: text.optional(),
  /** absent unless the document is in the recycle bin */
  deleted_at: text.optional(),
  deleted_user_id: int,
  created_at: text,
  updated_at: text,
  attachment: z.object({ hash: text }),
  category_id: z.array(int),
  category: z.array(documentCategoryRefSchema),
};

/** A document in a list (GET /api/v1/document/list, the recycle bin); a list asked for some `field`s sends those only. */
export const documentListItemSchema = z.object({
  ...documentColumns,
  /** the uploader's name, "" when the account is gone */
  username: text,
  /** who moved it to the recycle bin, "" when nobody did */
  deleted_username: text,
  /** the uploader's edit of the details waiting for review (administrators' and one's own lists only) */
  revision: documentRevisionSchema.optional(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** Members a list row keeps whatever `field` asks for. */
export const documentAlwaysAttached = ["id", "category_id", "category", "attachment", "username", "deleted_username"] as const;

/** GET /api/v1/document: one document for its page. */
export const documentSchema = z.object({
  ...documentColumns,
  /** extracted text: 8192 characters, or all of it with `with_all_content` */
  content: text,
  /** the mini-program code of /view/wxacode/<hash>/<id> is stored (modules/miniprogram) */
  exist_wxacode: z.boolean(),
  /** with `with_author` only: the uploader's public profile (absent when the account is gone) and name */
  user: userPublicSchema.optional(),
  username: text.optional(),
  /** the uploader's edit of the details waiting for review (uploader and reviewers only) */
  revision: documentRevisionSchema.optional(),
});
export type DocumentView = z.infer<typeof documentSchema>;

/** The members GET /api/v1/document/home sends of every document, whatever `field` asks for. */
export const documentHomeFields = ["id", "title", "ext", "uuid", "pages", "cover"] as const;
/** A document of the home page: its cover, the members above, and the other columns asked for with `field`. */
export const documentHomeCardSchema = z
  .object({
    ...documentColumns,
    /** "/view/cover/<hash>" */
    cover: text,
  })
  .omit({ category_id: true, category: true })
  .partial()
  .required({ id: true, title: true, ext: true, uuid: true, pages: true, cover: true });
export type DocumentHomeCard = z.infer<typeof documentHomeCardSchema>;

export const documentScoreSchema = z.object({ id: int, document_id: int, user_id: int, score: int, created_at: text, updated_at: text });

/** The document a member's download or favorite points at, as those lists show it beside their own fields. */
const listedDocumentFields = { title: text, ext: text, score: int, size: int, pages: int, document_uuid: text };

export const downloadSchema = z.object({
  id: int,
  user_id: int,
  document_id: int,
  ip: text,
  is_pay: z.boolean(),
  /** credits paid for this download */
  price: int,
  ...listedDocumentFields,
  created_at: text,
  updated_at: text,
});

export const favoriteSchema = z.object({
  id: int,
  user_id: int,
  document_id: int,
  type: int,
  ...listedDocumentFields,
  created_at: text,
  updated_at: text,
});
/** `{}` and nothing else (a strict object's inferred type would allow reading any key). */
const emptyObjectSchema = z.strictObject({}) as z.ZodType<Record<never, never>>;
/** GET /api/v1/document/score: the caller's rating of the document, or {} when they have not rated it. */
export const documentScoreOrNoneSchema = z.union([documentScoreSchema, emptyObjectSchema]);
/** GET /api/v1/favorite: the caller's favorite of the item, or {} when there is none. */
export const favoriteOrNoneSchema = z.union([favoriteSchema, emptyObjectSchema]);

export const reportSchema = z.object({
  id: int,
  /** the document id, or the article id when type is 1 */
  document_id: int,
  /** 0 document, 1 article */
  type: int,
  user_id: int,
  username: text,
  reason: int,
  /** what the reporter wrote (required for 7 copyright, optional otherwise; "" when none) */
  content: text,
  status: z.boolean(),
  remark: text,
  document_title: text,
  /** document uuid or article identifier */
  document_uuid: text,
  created_at: text,
  updated_at: text,
});

export const attachmentSchema = z.object({
  id: int,
  hash: text,
  user_id: int,
  username: text,
  type: int,
  type_name: text,
  type_id: int,
  enable: z.boolean(),
  path: text,
  name: text,
  size: int,
  width: int,
  height: int,
  ext: text,
  ip: text,
  description: text,
  created_at: text,
  updated_at: text,
});

export const attachmentTypeNames: Record<number, string> = {
  0: "未知", 1: "头像", 2: "文档", 3: "文章", 4: "评论", 5: "横幅", 6: "分类封面", 7: "配置",
};

/** A document's title as an uploader or editor sends it. */
export const documentTitleField = () =>
  visibleTitle("文档标题", 255, { missing: documentMessages.titleRequired, tooLong: documentMessages.titleTooLong });

export const punishmentSchema = z.object({
  id: int,
  user_id: int,
  username: text,
  type: int,
  enable: z.boolean(),
  /** JSON list of {u: operator id, t: type (0 = cancel), ts: unix seconds} */
  operators: text,
  reason: text,
  remark: text,
  /** absent: permanent */
  end_time: text.optional(),
  created_at: text,
  updated_at: text,
});

export const documentStatsSchema = z.object({
  document_count: int,
  recycle_count: int,
  status_count: z.array(z.object({ status: int, count: int })),
  today_download_count: int,
  today_paid_download_count: int,
});

// ---------------------------------------------------------------------------------------------------------------
// Reading

export const documentListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  field: qStringArray(),
  /** "<column> [asc|desc]" */
  order: qString(),
  sort: qString(),
  category_id: qIntArray(),
  user_id: qIntArray(),
  status: qIntArray(),
  is_recommend: qBoolArray(),
  limit: qInt(0),
  /** pdf | doc | ppt | xls | txt | other */
  ext: qString(),
  /** [start, end] */
  created_at: qStringArray(),
  /** free | charge */
  fee_type: qString(),
  language: qStringArray(),
  /** administrators and one's own list only: documents with an edit of their details in review (0) or rejected (2) */
  revision_status: revisionStatusQuery(),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;
/** `total` is left out when `limit` asks for that many documents without paging. */
export const documentListReplies = projectableList("document", documentListItemSchema, { total: int.optional() });
export const documentListReplySchema = documentListReplies.reply;
/** The recycle bin always counts. */
export const documentRecycleReplies = projectableList("document", documentListItemSchema, { total: int });

export const documentGetQuerySchema = z.object({ id: qInt(), uuid: qString(), with_author: qBool(), with_all_content: qBool() });

export const documentHomeQuerySchema = z.object({ limit: qInt(5), field: qStringArray() });
export const documentHomeItemSchema = z.object({
  category_id: int,
  category_cover: text,
  category_name: text,
  document: z.array(documentHomeCardSchema),
});
export const documentHomeReplySchema = z.object({ document: z.array(documentHomeItemSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Changing documents

export const documentIdsQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, documentMessages.idsRequired)) });
export const documentIdsBodySchema = z.object({ id: bIntArray().pipe(z.array(int).min(1, documentMessages.idsRequired)) });

export const documentUpdateBodySchema = z.object({
  id: bInt(),
  title: documentTitleField().optional(),
  keywords: bText(255, documentMessages.keywordsTooLong).optional(),
  description: bText(1024, documentMessages.descriptionTooLong).optional(),
  price: bInt().pipe(z.number().int().min(0, documentMessages.priceInvalid)).optional(),
  language: bText(32, "语言代码不正确").optional(),
  category_id: bIntArray().optional(),
  /** with the permission only */
  status: bInt().pipe(z.number().int().min(0, documentMessages.statusUnsupported).max(7, documentMessages.statusUnsupported)).optional(),
  /** with the permission only: replaces the extracted text */
  content: z.string().optional(),
  /** with the permission only: VIP-only document */
  is_vip: bBool().optional(),
});
export type DocumentUpdateBody = z.output<typeof documentUpdateBodySchema>;

/** Review commands: 0 approve (to conversion), 2 enable, 4 disable, 6 back to review, 7 reject. */
export const documentCheckStatuses = [0, 2, 4, 6, 7] as const;
export const documentCheckBodySchema = z.object({
  id: documentIdsBodySchema.shape.id,
  status: bInt().refine((s) => (documentCheckStatuses as readonly number[]).includes(s), documentMessages.statusUnsupported),
  /** 7 on a pending edit of the details: why it was refused, shown to the uploader */
  reject_reason: bText(1024, "拒绝原因不能超过1024个字符").optional(),
});

/** 0 cancel, 1 recommend (keeps an earlier date), 2 recommend again (refreshes the date). */
export const documentRecommendBodySchema = z.object({
  id: documentIdsBodySchema.shape.id,
  type: bInt().refine((t) => t >= 0 && t <= 2, documentMessages.recommendTypeUnsupported),
});

export const documentCategoryBodySchema = z.object({
  document_id: bIntArray().pipe(z.array(int).min(1, documentMessages.categoryIdsRequired)),
  category_id: bIntArray().pipe(z.array(int).min(1, documentMessages.categoryIdsRequired)),
});

export const documentLanguageBodySchema = z.object({
  document_id: bIntArray().pipe(z.array(int).min(1, documentMessages.idsRequired)),
  language: bText(32, "语言代码不正确"),
});

export const documentRecycleQuerySchema = documentListQuerySchema.pick({
  page: true, size: true, wd: true, field: true, category_id: true, user_id: true, status: true,
});

// ---------------------------------------------------------------------------------------------------------------
// Downloads, ratings, favorites, reports

export const documentDownloadQuerySchema = z.object({ id: qInt() });
export const downloadUrlReplySchema = z.object({
  url: text,
  /** Credits this download took from the caller (0 when free, owned, already bought or a VIP download). */
  paid: int.optional(),
  /** The document's download count after this download. */
  download_count: int.optional(),
});
export type DownloadUrlReply = z.infer<typeof downloadUrlReplySchema>;
/** GET /api/v1/document/download/price: what downloading now would take from the caller, and their balance. */
export const downloadPriceReplySchema = z.object({
  price: int,
  credit_count: int,
  /** The caller bought this document: the next download takes nothing because of a purchase (an order or a paid download). */
  bought: z.boolean().default(false),
});
export type DownloadPrice = z.infer<typeof downloadPriceReplySchema>;
export const userDownloadListReplySchema = z.object({ total: int, download: z.array(downloadSchema) });

export const documentScoreBodySchema = z.object({
  document_id: bInt(),
  score: bInt().refine((s) => s >= 100 && s <= 500, documentMessages.scoreRange),
});
export const documentScoreQuerySchema = z.object({ document_id: qInt() });

export const favoriteBodySchema = z.object({
  /** the document id, or the article id when type is 1 */
  document_id: bInt(),
  type: bInt().refine((t) => t === 0 || t === 1, documentMessages.favoriteTypeUnsupported).optional().default(0),
});
export const favoriteQuerySchema = z.object({ document_id: qInt(), type: qInt(0) });
export const favoriteIdsQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, "请选择要取消的收藏")) });
/** Without `type` both kinds (documents and articles). */
export const favoriteListQuerySchema = z.object({ ...pageQuery, type: qInt() });
export const favoriteListReplySchema = z.object({ total: int, favorite: z.array(favoriteSchema) });

export const reportCreateBodySchema = z.object({
  /** the document id, or the article id when type is 1 */
  document_id: bInt(),
  reason: bInt().refine((r) => r >= ReportReason.spamAd && r <= ReportReason.other, documentMessages.reportReasonInvalid),
  /** 0 document, 1 article */
  type: bInt().refine((t) => t === 0 || t === 1, "不支持的举报类型").optional().default(0),
  /** What is wrong; for 7 copyright, what is infringed and who owns it (clients without it send reasons 1–6, 8). */
  content: z
    .string()
    .trim()
    .max(reportContentMaxLength, documentMessages.reportContentTooLong)
    .refine((v) => !hasHiddenCharacters(v, { multiline: true }), documentMessages.reportContentHidden)
    .optional()
    .default(""),
}).refine((r) => r.reason !== ReportReason.copyright || r.content.length > 0, {
  message: documentMessages.reportCopyrightContentRequired,
  path: ["content"],
});
export const reportUpdateBodySchema = z.object({
  id: bInt(),
  status: bBool().optional(),
  remark: bText(1024, "备注不能超过1024个字符").optional(),
});
export const reportIdsQuerySchema = z.object({ id: qIntArray().pipe(z.array(int).min(1, "请选择举报")) });
export const reportListQuerySchema = z.object({ ...pageQuery, wd: qString(), field: qStringArray(), order: qString(), status: qBoolArray(), type: qIntArray() });
export const reportListReplySchema = z.object({ total: int, report: z.array(reportSchema) });

// ---------------------------------------------------------------------------------------------------------------
// Attachments and punishments (admin)

export const attachmentIdQuerySchema = z.object({ id: qInt() });
export const attachmentIdsQuerySchema = z.object({ id: qIntArray() });
export const attachmentListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  enable: qBoolArray(),
  user_id: qIntArray(),
  type: qIntArray(),
  ext: qString(),
});
export const attachmentListReplySchema = z.object({ total: int, attachment: z.array(attachmentSchema) });
export const attachmentUpdateBodySchema = z.object({
  id: bInt(),
  name: bText(255, "附件名称不能超过255个字符").refine((v) => !hasHiddenCharacters(v), hiddenCharactersMessage("附件名称")).optional(),
  /** false marks the file illegal: its hash can no longer be uploaded or downloaded */
  enable: bBool().optional(),
  description: bText(1024, "附件描述不能超过1024个字符").optional(),
});

/** RFC 3339 or any date JavaScript reads; null or "" means permanent. */
const endTime = z.preprocess(
  (v) => (v === "" || v === null ? null : v),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), documentMessages.endTimeInvalid)
    .transform((s) => new Date(s).toISOString())
    .nullable()
    .optional(),
);
const punishmentType = bInt().refine((t) => t >= 1 && t <= 6, "处罚类型不正确");

export const punishmentCreateBodySchema = z.object({
  user_id: bIntArray().pipe(z.array(int).min(1, documentMessages.punishmentUsersRequired)),
  type: z.preprocess((v) => (v == null ? [] : listOf(v)), z.array(punishmentType).min(1, documentMessages.punishmentTypesRequired)),
  enable: bBool().optional().default(true),
  end_time: endTime,
  reason: bText(1024, "处罚原因不能超过1024个字符").optional().default(""),
  remark: bText(1024, "处罚备注不能超过1024个字符").optional().default(""),
});
export const punishmentUpdateBodySchema = z.object({
  id: bInt(),
  type: punishmentType.optional(),
  enable: bBool().optional(),
  end_time: endTime,
  reason: bText(1024, "处罚原因不能超过1024个字符").optional(),
  remark: bText(1024, "处罚备注不能超过1024个字符").optional(),
});
export const punishmentIdQuerySchema = z.object({ id: qInt() });
export const punishmentCancelBodySchema = z.object({ id: bIntArray().pipe(z.array(int).min(1, "请选择处罚记录")) });
export const punishmentListQuerySchema = z.object({
  ...pageQuery,
  wd: qString(),
  field: qStringArray(),
  order: qString(),
  type: qIntArray(),
  /** 0/1 */
  enable: qIntArray(),
  user_id: qIntArray(),
});
export const punishmentListReplySchema = z.object({ total: int, punishment: z.array(punishmentSchema) });
