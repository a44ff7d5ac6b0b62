/** Enumerations of product-spec §4 with their exact numbers. */
export const GeneralStatus = { normal: 0, disabled: 1, reviewing: 2, rejected: 3, ignored: 4 } as const;

export const DocumentStatus = {
  pending: 0,
  converting: 1,
  converted: 2,
  failed: 3,
  disabled: 4,
  reconvert: 5,
  pendingReview: 6,
  reviewRejected: 7,
} as const;
export type DocumentStatusValue = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export const publicDocumentStatuses = [0, 1, 2, 3] as const;

export const OrderStatus = { pending: 1, paid: 2, closed: 3 } as const;
export const OrderType = { buyDocument: 1, buyVip: 2, recharge: 3 } as const;
export const PaymentType = {
  wechat: 1, alipay: 2, bankCard: 3, cash: 4, credits: 5, systemRecharge: 6, other: 7, hupijiao: 8, downloadCode: 9, adPayment: 10,
} as const;
/** Report reasons: the spec's six, then 7 copyright infringement (its text must say what and whose) and 8 other. */
export const ReportReason = {
  spamAd: 1, pornography: 2, fakePrize: 3, sensitiveInfo: 4, personalAttack: 5, harassment: 6, copyright: 7, other: 8,
} as const;
export const BannerType = { website: 0, miniProgram: 1, app: 2 } as const;
export const PunishmentType = {
  disableAccount: 1, noComment: 2, noUpload: 3, noDownload: 4, noFavorite: 5, noArticle: 6,
} as const;
export const VipPeriod = { year: 0, quarter: 1, month: 2 } as const;
export const ReviewStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const ProcessingStatus = { pending: 0, processing: 1, done: 2, failed: 3 } as const;
export const CategoryType = { document: 0, article: 1 } as const;

export const adPositions = [
  "global_top", "global_bottom", "index_banner_bottom", "index_category_top", "index_category_bottom", "index_link_top",
  "list_nav_bottom", "list_document_top", "list_document_bottom", "document_top", "document_bottom", "document_between",
  "user_top", "user_document_top", "search_top", "search_bottom", "search_right",
] as const;

export const llmProviders = [
  "ollama", "deepseek", "qianwen", "hunyuan", "qianfan", "doubao", "xunfei", "kimi", "siliconflow", "gitee", "custom",
] as const;

export const dateRangePresets = ["day", "week", "month", "three_month", "half_year", "year"] as const;
export const expiryPresets = ["1h", "12h", "1d", "2d", "1w", "1month", "half_year", "1year"] as const;
