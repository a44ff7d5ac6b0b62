import { groupUpsertColumns, mapGroup, mapGroupPermission, mapUser, mapUserGroup, permissionKey } from "./map-accounts.js";
import {
  mapAdvertisement, mapArticle, mapArticleCategory, mapAttachment, mapBanner, mapFriendlink, mapLanguage, mapNavigation,
} from "./map-content.js";
import {
  mapCategory, mapComment, mapDocument, mapDocumentCategory, mapDocumentScore, mapDownload, mapFavorite, mapPunishment,
  mapReport, mapSearchRecord, mapSign, type DocumentFile,
} from "./map-documents.js";
import { proSteps } from "./pro-tables.js";
import type { SourceRow } from "./source.js";
import { perRow, rowsOf, skip, withOwners, type Mapped, type StepEnv, type TableStep } from "./step.js";
import { idOf, int, now, str } from "./values.js";

/** The file of each document of a batch: its newest type-2 attachment, a live one first. */
async function documentFiles(env: StepEnv, rows: SourceRow[]): Promise<Map<number, DocumentFile>> {
  const ids = rows.map(idOf);
  const files = new Map<number, DocumentFile & { live: boolean }>();
  if (ids.length === 0) return files;
  const attachments = await env.source.query(
    `select id, hash, ext, size, type_id, deleted_at from \`${env.source.tableName("attachment")}\` where type = 2 and type_id in (?) order by id`,
    [ids],
  );
  for (const a of attachments) {
    const live = a.deleted_at === null || a.deleted_at === undefined;
    const current = files.get(int(a.type_id));
    if (current && current.live && !live) continue;
    files.set(int(a.type_id), { id: idOf(a), hash: str(a.hash).toLowerCase(), ext: str(a.ext).toLowerCase(), size: int(a.size), live });
  }
  return files;
}

/** MOREDOC's permission ids mapped to ours by method and path. */
async function permissionMap(env: StepEnv): Promise<Map<number, number>> {
  const ours = new Map(
    (await env.ctx.db.kysely.selectFrom("permission").select(["id", "method", "path"]).execute()).map((p) => [permissionKey(p.method, p.path), Number(p.id)]),
  );
  const map = new Map<number, number>();
  for (const p of await env.source.query(`select id, method, path from \`${env.source.tableName("permission")}\``)) {
    const id = ours.get(permissionKey(p.method, p.path));
    if (id !== undefined) map.set(idOf(p), id);
  }
  return map;
}

const userOwned = (step: string, map: (row: SourceRow) => Mapped) => withOwners(step, step, [{ column: "user_id", table: "user", label: "用户" }], map);
const leftOut = (table: string, reason: string): TableStep => perRow(table, table, () => skip(reason));

/**
 * Every source table in the order they are imported: a table after those its rows point to. Rows keep their ids
 * (documents their uuid, articles their identifier), so every link between them holds as it was.
 */
export function importSteps(): TableStep[] {
  return [
    perRow("user", "user", mapUser),
    perRow("group", "group", mapGroup, { upsert: { groups: { columns: ["id"], set: groupUpsertColumns } } }),
    withOwners("user_group", "user_group", [{ column: "user_id", table: "user", label: "用户" }, { column: "group_id", table: "groups", label: "用户组" }], mapUserGroup),
    {
      step: "permission",
      source: "permission",
      async mapBatch(rows, env) {
        const map = await permissionMap(env);
        return rows.map((row) => (map.has(idOf(row)) ? rowsOf() : skip("权限在 Wenku 中没有对应项")));
      },
    },
    {
      step: "group_permission",
      source: "group_permission",
      async mapBatch(rows, env) {
        const [map, groups] = await Promise.all([permissionMap(env), env.ids("groups")]);
        return rows.map((row) => mapGroupPermission(row, map, groups));
      },
    },
    perRow("category", "category", mapCategory),
    perRow("attachment", "attachment", mapAttachment),
    {
      step: "document",
      source: "document",
      batchSize: 500,
      async mapBatch(rows, env) {
        const files = await documentFiles(env, rows);
        return rows.map((row) => mapDocument(row, files.get(idOf(row))));
      },
    },
    withOwners("document_category", "document_category", [{ column: "document_id", table: "document", label: "文档" }], mapDocumentCategory),
    withOwners(
      "document_score",
      "document_score",
      [{ column: "document_id", table: "document", label: "文档" }, { column: "user_id", table: "user", label: "用户" }],
      mapDocumentScore,
    ),
    perRow("download", "download", mapDownload),
    userOwned("favorite", mapFavorite),
    userOwned("comment", mapComment),
    userOwned("report", mapReport),
    userOwned("punishment", mapPunishment),
    {
      step: "article",
      source: "article",
      batchSize: 100,
      async mapBatch(rows, env) {
        const columns = await env.source.columns("article");
        const mapped: Mapped[] = [];
        for (const row of rows) mapped.push(await mapArticle(row, columns));
        return mapped;
      },
    },
    withOwners("article_category", "article_category", [{ column: "article_id", table: "article", label: "文章" }], mapArticleCategory),
    perRow("banner", "banner", mapBanner),
    perRow("navigation", "navigation", mapNavigation),
    perRow("friendlink", "friendlink", mapFriendlink),
    perRow("advertisement", "advertisement", mapAdvertisement),
    perRow("language", "language", mapLanguage, { upsert: { language: { columns: ["code"], set: ["language", "enable", "total", "sort", "updated_at"] } } }),
    userOwned("sign", mapSign),
    perRow("search_record", "search_record", mapSearchRecord),
    ...proSteps(),
    leftOut("dynamic", "动态由 Wenku 从现有数据生成（modules/dynamics）"),
    leftOut("document_relate", "相关文档由搜索索引计算"),
    leftOut("article_relate", "相关文章由搜索索引计算"),
    leftOut("document_error", "转换错误信息不导入（文档状态保留）"),
    leftOut("email_code", "邮箱验证码是临时数据"),
    leftOut("logout", "已注销的登录凭证是临时数据"),
  ];
}

/**
 * Steps that run after the files: each document text on its file's first page row (MOREDOC keeps one text per
 * file; the search index reads it from there), and every user's balance as one opening entry of the ledger.
 */
export function closingSteps(): TableStep[] {
  return [
    {
      step: "attachment_content",
      source: "attachment_content",
      batchSize: 50,
      upsert: { document_page: { columns: ["hash", "page"], set: ["text", "layout"] } },
      async mapBatch(rows, env) {
        const hashes = rows.map((row) => str(row.hash).toLowerCase());
        const kept = new Set(
          (await env.ctx.db.kysely.selectFrom("converted_file").select("hash").where("hash", "in", hashes.length ? hashes : [""]).execute()).map((r) => r.hash),
        );
        return rows.map((row, i) =>
          kept.has(hashes[i])
            ? rowsOf({ table: "document_page", row: { hash: hashes[i], page: 1, format: "", text: str(row.content), layout: "" } })
            : skip("文件没有保留的页面（将重新转换或未转换），文本由转换重新提取"),
        );
      },
    },
    {
      step: "credit_ledger",
      source: "user",
      async mapBatch(rows, env) {
        const users = await env.ids("user");
        return rows.map((row) => {
          if (!users.has(idOf(row))) return skip("用户未导入");
          const balance = int(row.credit_count);
          if (balance === 0) return rowsOf();
          const entry = { user_id: idOf(row), delta: balance, balance_after: balance, reason: "admin", ref_type: "moredoc_import", remark: "自 MOREDOC 迁移的期初余额", created_at: now() };
          return rowsOf({ table: "credit_ledger", row: entry });
        });
      },
    },
  ];
}

/** Source tables the steps read; any other is reported as not imported. */
export const KNOWN_TABLES = new Set([
  ...importSteps().map((s) => s.source), "attachment_content", "config",
]);
