/**
 * The permission rows of the API as the established client reads them (api-contract §1.7): a route guarded by a
 * permission is the row `GRPC /api.v1.<Service>/<Method>`, named after the RPC that serves it in the established
 * product; uploads (gin routes there) stay HTTP rows `POST /api/v1/upload/<kind>`.
 * The client unlocks an admin page when the caller holds its service's `List…` row.
 *
 * Names come from api-contract §4 and §6 (the original RPC names where known); routes of our own and Pro routes
 * without a known RPC get a name in the service owning the resource, marked `ours`. Adding a line is enough for a
 * new route; renaming a line needs a migration (rows are matched by name).
 */
export const rpcPermissionNames = {
  UserAPI: {
    GetUser: "GET /api/v1/user",
    UpdateUserProfile: "PUT /api/v1/user/profile",
    DeleteUser: "DELETE /api/v1/user",
    AddUser: "POST /api/v1/user",
    SetUser: "PUT /api/v1/user",
    ListUser: "GET /api/v1/user/list",
  },
  DocumentAPI: {
    SetDocumentRecommend: "PUT /api/v1/document/recommend",
    UpdateDocument: "PUT /api/v1/document",
    DeleteDocument: "DELETE /api/v1/document",
    CheckDocument: "PUT /api/v1/document/check",
    ListDocument: "GET /api/v1/document/list",
    SetDocumentReconvert: "PUT /api/v1/document/reconvert",
    SetDocumentsCategory: "PUT /api/v1/document/category",
    SetDocumentsLanguage: "PUT /api/v1/document/language",
    DownloadDocumentToBeReviewed: "GET /api/v1/document/download/bereviewed",
    // Pro (§6.2, §6.3)
    SetDocumentsVip: "PUT /api/v1/document/vip",
    UpdateDocumentIndex: "PUT /api/v1/document/index",
    RenewDocumentIndex: "PUT /api/v1/renew/document/index",
    DetectDocumentsLanguage: "PUT /api/v1/document/detect/language",
    // ours
    ReconvertDocument: "PUT /api/v1/document/reconvert/one",
    GetDocumentStats: "GET /api/v1/document/stats",
    GetConversionQueue: "GET /api/v1/conversion/queue",
    GetSearchIndexStats: "GET /api/v1/search/index/stats",
    GetPageRepairProgress: "GET /api/v1/document/page-repair",
    GetPageLayoutProgress: "GET /api/v1/document/page-layout",
  },
  RecycleAPI: {
    ListRecycleDocument: "GET /api/v1/document/recycle",
    RecoverRecycleDocument: "PUT /api/v1/document/recycle",
    DeleteRecycleDocument: "DELETE /api/v1/document/recycle",
    ClearRecycleDocument: "DELETE /api/v1/document/recycle/all",
  },
  ArticleAPI: {
    CreateArticle: "POST /api/v1/article",
    UpdateArticle: "PUT /api/v1/article",
    DeleteArticle: "DELETE /api/v1/article",
    GetArticle: "GET /api/v1/article",
    ListArticle: "GET /api/v1/article/list",
    SetArticlesCategory: "PUT /api/v1/article/category",
    RecommendArticles: "PUT /api/v1/article/recommend",
    CheckArticles: "PUT /api/v1/article/check",
    ListRecycleArticle: "GET /api/v1/article/recycle/list",
    RestoreRecycleArticle: "POST /api/v1/article/recycle/restore",
    DeleteRecycleArticle: "DELETE /api/v1/article/recycle",
    EmptyRecycleArticle: "DELETE /api/v1/article/recycle/empty",
    // Pro (§6.3, §6.7)
    UpdateArticleIndex: "PUT /api/v1/article/index",
    RenewArticleIndex: "PUT /api/v1/renew/article/index",
    CrawlArticle: "POST /api/v1/article/crawl",
  },
  CategoryAPI: {
    CreateCategory: "POST /api/v1/category",
    UpdateCategory: "PUT /api/v1/category",
    DeleteCategory: "DELETE /api/v1/category",
    GetCategory: "GET /api/v1/category",
    ListCategory: "GET /api/v1/category/list",
  },
  CommentAPI: {
    UpdateComment: "PUT /api/v1/comment",
    DeleteComment: "DELETE /api/v1/comment",
    GetComment: "GET /api/v1/comment",
    ListComment: "GET /api/v1/comment/list",
    CheckComment: "POST /api/v1/comment/check",
  },
  ReportAPI: {
    UpdateReport: "PUT /api/v1/report",
    DeleteReport: "DELETE /api/v1/report",
    ListReport: "GET /api/v1/report/list",
  },
  PunishmentAPI: {
    CreatePunishment: "POST /api/v1/punishment",
    UpdatePunishment: "PUT /api/v1/punishment",
    GetPunishment: "GET /api/v1/punishment",
    ListPunishment: "GET /api/v1/punishment/list",
    CancelPunishment: "PUT /api/v1/punishment/cancel",
  },
  GroupAPI: {
    CreateGroup: "POST /api/v1/group",
    UpdateGroup: "PUT /api/v1/group",
    DeleteGroup: "DELETE /api/v1/group",
    ListGroup: "GET /api/v1/group/list",
    GetGroupPermission: "GET /api/v1/group/permission",
    UpdateGroupPermission: "PUT /api/v1/group/permission",
  },
  PermissionAPI: {
    UpdatePermission: "PUT /api/v1/permission",
    GetPermission: "GET /api/v1/permission",
    ListPermission: "GET /api/v1/permission/list",
  },
  ConfigAPI: {
    UpdateConfig: "PUT /api/v1/config",
    ListConfig: "GET /api/v1/config/list",
    GetStats: "GET /api/v1/stats",
    GetEnvs: "GET /api/v1/envs",
    UpdateSitemap: "PUT /api/v1/sitemap",
    GetSitemapStatus: "GET /api/v1/sitemap", // ours
    ListBackupRun: "GET /api/v1/backup/run/list", // ours
    StartBackupRun: "POST /api/v1/backup/run", // ours
    GetDeviceInfo: "GET /api/v1/device",
    // Pro (§6.3)
    GetLicense: "GET /api/v1/license",
    // ours: "login + admin" / "user id 1" in the established product (api-contract §4.9)
    GetRelease: "GET /api/v1/release",
    CheckRelease: "POST /api/v1/release",
    IgnoreRelease: "PUT /api/v1/release/ignore",
    SetReleaseSource: "PUT /api/v1/release/source",
    UpdateSQLMode: "PUT /api/v1/sqlmode",
  },
  SearchRecordAPI: {
    DeleteSearchRecord: "DELETE /api/v1/searchrecord",
    ListSearchRecord: "GET /api/v1/searchrecord/list",
  },
  AttachmentAPI: {
    UpdateAttachment: "PUT /api/v1/attachment",
    DeleteAttachment: "DELETE /api/v1/attachment",
    GetAttachment: "GET /api/v1/attachment",
    ListAttachment: "GET /api/v1/attachment/list",
  },
  BannerAPI: {
    CreateBanner: "POST /api/v1/banner",
    UpdateBanner: "PUT /api/v1/banner",
    DeleteBanner: "DELETE /api/v1/banner",
    GetBanner: "GET /api/v1/banner",
    ListBanner: "GET /api/v1/banner/list",
  },
  FriendlinkAPI: {
    CreateFriendlink: "POST /api/v1/friendlink",
    UpdateFriendlink: "PUT /api/v1/friendlink",
    DeleteFriendlink: "DELETE /api/v1/friendlink",
    ListFriendlink: "GET /api/v1/friendlink/list",
  },
  NavigationAPI: {
    CreateNavigation: "POST /api/v1/navigation",
    UpdateNavigation: "PUT /api/v1/navigation",
    DeleteNavigation: "DELETE /api/v1/navigation",
    ListNavigation: "GET /api/v1/navigation/list",
  },
  AdvertisementAPI: {
    CreateAdvertisement: "POST /api/v1/advertisement",
    UpdateAdvertisement: "PUT /api/v1/advertisement",
    DeleteAdvertisement: "DELETE /api/v1/advertisement",
    GetAdvertisement: "GET /api/v1/advertisement",
    ListAdvertisement: "GET /api/v1/advertisement/list",
  },
  LanguageAPI: {
    CreateLanguage: "POST /api/v1/language",
    UpdateLanguage: "PUT /api/v1/language",
    UpdateLanguageStatus: "PUT /api/v1/language/status",
    ListLanguage: "GET /api/v1/language/list",
    DeleteLanguage: "DELETE /api/v1/language",
  },
  LlmAPI: { CreateLlm: "POST /api/v1/llm", UpdateLlm: "PUT /api/v1/llm", DeleteLlm: "DELETE /api/v1/llm", GetLlm: "GET /api/v1/llm", ListLlm: "GET /api/v1/llm/list", TestLlm: "POST /api/v1/llm/test" },
  OcrAPI: { ListOcr: "GET /api/v1/document/ocr/list", RerunOcr: "PUT /api/v1/document/ocr" },
  EmbeddingAPI: { ListEmbedding: "GET /api/v1/embedding/list", RedoEmbedding: "PUT /api/v1/embedding/redo" },
  ChatAPI: { ListChatTopic: "GET /api/v1/chat/topic/admin/list", DeleteChatTopic: "DELETE /api/v1/chat/topic/admin" },
  // Pro services (§6)
  OrderAPI: {
    ListOrder: "GET /api/v1/order/list",
    SystemRecharge: "POST /api/v1/order/system/recharge",
    GetWechatpayCert: "GET /api/v1/wechatpay/cert",
    CloseOrderByAdmin: "PUT /api/v1/order/admin/close",
    RefundOrder: "PUT /api/v1/order/refund",
  },
  DownloadCodeAPI: {
    CreateDownloadCode: "POST /api/v1/downloadcode",
    ListDownloadCode: "GET /api/v1/downloadcode/list",
    RevokeDownloadCode: "PUT /api/v1/downloadcode/revoke",
  },
  UserVipAPI: { ListUserVip: "GET /api/v1/uservip/list" },
  SmsAPI: { GetSms: "GET /api/v1/sms", ListSms: "GET /api/v1/sms/list" },
  SpiderUrlAPI: {
    CreateSpiderUrl: "POST /api/v1/spiderurl",
    UpdateSpiderUrl: "PUT /api/v1/spiderurl",
    DeleteSpiderUrl: "DELETE /api/v1/spiderurl",
    GetSpiderUrl: "GET /api/v1/spiderurl",
    ListSpiderUrl: "GET /api/v1/spiderurl/list",
  },
  SpiderDocumentAPI: {
    UpdateSpiderDocument: "PUT /api/v1/spiderdocument",
    DeleteSpiderDocument: "DELETE /api/v1/spiderdocument",
    GetSpiderDocument: "GET /api/v1/spiderdocument",
    ListSpiderDocument: "GET /api/v1/spiderdocument/list",
    BatchUpdateSpiderDocument: "PUT /api/v1/spiderdocument/batch",
  },
} as const satisfies Record<string, Record<string, string>>;

/** The method of every RPC permission row. */
export const GRPC_PERMISSION_METHOD = "GRPC";

/** `METHOD /api/v1/…` → `/api.v1.<Service>/<Method>`. */
export const rpcPermissionPaths: ReadonlyMap<string, string> = new Map(
  Object.entries(rpcPermissionNames).flatMap(([service, methods]) =>
    Object.entries(methods).map(([method, route]): [string, string] => [route, `/api.v1.${service}/${method}`]),
  ),
);

export interface PermissionRowKey {
  method: string;
  path: string;
}

/** The permission row guarding a route: its RPC row when the route has a name, else the route itself (uploads). */
export function permissionRowOf(method: string, path: string): PermissionRowKey {
  const rpcPath = rpcPermissionPaths.get(`${method} ${path}`);
  return rpcPath ? { method: GRPC_PERMISSION_METHOD, path: rpcPath } : { method, path };
}

/** The resource a permission row belongs to: `DocumentAPI` → `document`, `/api/v1/upload/banner` → `upload`. */
export function permissionResourceOf(row: PermissionRowKey): string {
  if (row.method === GRPC_PERMISSION_METHOD) {
    const service = /^\/api\.v\d+\.(\w+?)(?:API)?\//.exec(row.path)?.[1];
    return service ? service.toLowerCase() : row.path;
  }
  return /^\/api\/v\d+\/([^/?]+)/.exec(row.path)?.[1] ?? row.path;
}
