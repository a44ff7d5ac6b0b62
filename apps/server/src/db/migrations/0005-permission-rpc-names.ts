import type { Kysely } from "kysely";

/** The tables this migration reads and writes, as they were when it was written. */
interface PermissionTables {
  permission: { id: number; method: string; path: string };
  group_permission: { group_id: number; permission_id: number };
}

type Db = Kysely<PermissionTables>;

/**
 * The RPC name of every route guarded by a permission when this migration was written (a copy of
 * packages/contract/src/permission-rpc-names.ts then): later names are given at start by modules/permissions/sync.ts.
 */
const rpcNamesWhenWritten = {
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
    SetDocumentsVip: "PUT /api/v1/document/vip",
    UpdateDocumentIndex: "PUT /api/v1/document/index",
    RenewDocumentIndex: "PUT /api/v1/renew/document/index",
    DetectDocumentsLanguage: "PUT /api/v1/document/detect/language",
    ReconvertDocument: "PUT /api/v1/document/reconvert/one",
    GetDocumentStats: "GET /api/v1/document/stats",
    GetConversionQueue: "GET /api/v1/conversion/queue",
    GetSearchIndexStats: "GET /api/v1/search/index/stats",
    GetPageRepairProgress: "GET /api/v1/document/page-repair",
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
    GetSitemapStatus: "GET /api/v1/sitemap",
    GetDeviceInfo: "GET /api/v1/device",
    GetLicense: "GET /api/v1/license",
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
  LlmAPI: {
    CreateLlm: "POST /api/v1/llm",
    UpdateLlm: "PUT /api/v1/llm",
    DeleteLlm: "DELETE /api/v1/llm",
    GetLlm: "GET /api/v1/llm",
    ListLlm: "GET /api/v1/llm/list",
    TestLlm: "POST /api/v1/llm/test",
  },
  OcrAPI: {
    ListOcr: "GET /api/v1/document/ocr/list",
    RerunOcr: "PUT /api/v1/document/ocr",
  },
  EmbeddingAPI: {
    ListEmbedding: "GET /api/v1/embedding/list",
    RedoEmbedding: "PUT /api/v1/embedding/redo",
  },
  ChatAPI: {
    ListChatTopic: "GET /api/v1/chat/topic/admin/list",
    DeleteChatTopic: "DELETE /api/v1/chat/topic/admin",
  },
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
  UserVipAPI: {
    ListUserVip: "GET /api/v1/uservip/list",
  },
  SmsAPI: {
    GetSms: "GET /api/v1/sms",
    ListSms: "GET /api/v1/sms/list",
  },
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
} as const;

/** `METHOD /api/v1/…` → `/api.v1.<Service>/<Method>` of rpcNamesWhenWritten. */
export const rpcPathsWhenWritten: ReadonlyMap<string, string> = new Map(
  Object.entries(rpcNamesWhenWritten).flatMap(([service, methods]) =>
    Object.entries(methods).map(([method, route]): [string, string] => [route, `/api.v1.${service}/${method}`]),
  ),
);

/** Moves every grant of permission `fromId` to `toId`, then deletes `fromId`. */
async function mergeInto(trx: Db, fromId: number, toId: number): Promise<void> {
  const grants = await trx.selectFrom("group_permission").select("group_id").where("permission_id", "=", fromId).execute();
  for (const { group_id } of grants) {
    await trx
      .insertInto("group_permission")
      .values({ group_id, permission_id: toId })
      .onConflict((oc) => oc.columns(["group_id", "permission_id"]).doNothing())
      .execute();
  }
  await trx.deleteFrom("group_permission").where("permission_id", "=", fromId).execute();
  await trx.deleteFrom("permission").where("id", "=", fromId).execute();
}

async function renameRows(trx: Db): Promise<void> {
  const rows = await trx.selectFrom("permission").select(["id", "method", "path"]).execute();
  const idByKey = new Map(rows.map((r) => [`${r.method} ${r.path}`, Number(r.id)]));
  for (const row of rows) {
    const rpcPath = rpcPathsWhenWritten.get(`${row.method} ${row.path}`);
    if (!rpcPath) continue;
    const key = `GRPC ${rpcPath}`;
    const targetId = idByKey.get(key);
    if (targetId === undefined) {
      await trx.updateTable("permission").set({ method: "GRPC", path: rpcPath }).where("id", "=", row.id).execute();
      idByKey.set(key, Number(row.id));
    } else {
      await mergeInto(trx, Number(row.id), targetId);
    }
  }
}

/**
 * Permission rows were named after their HTTP route; the established client reads RPC rows
 * (`GRPC /api.v1.DocumentAPI/ListDocument`, api-contract §1.7). Renamed in place: ids, titles and grants stay.
 * Should the RPC row exist already, the old row's grants move to it and the old row goes.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  // Migrations on PostgreSQL already run in a transaction, which cannot be nested.
  await (db.isTransaction ? renameRows(db) : db.transaction().execute(renameRows));
}

export async function down(): Promise<void> {}
