import type { DocumentListItem } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { DocumentRow, Executor } from "./document-access.js";
import { unique } from "../../db/list-query.js";

/** A document's own columns as the API names them. */
export type DocumentColumnsView = Omit<DocumentListItem, "category_id" | "category" | "username" | "deleted_username" | "revision">;

/** The columns of a document as the API names them (flags as booleans, unset times omitted). */
export function toDocumentView(row: DocumentRow): DocumentColumnsView {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    user_id: Number(row.user_id),
    width: row.width,
    height: row.height,
    preview: row.preview,
    pages: row.pages,
    download_count: row.download_count,
    view_count: row.view_count,
    favorite_count: row.favorite_count,
    comment_count: row.comment_count,
    score: row.score,
    score_count: row.score_count,
    price: row.price,
    size: Number(row.size),
    ext: row.ext,
    status: row.status,
    enable_gzip: row.enable_gzip === 1,
    preview_ext: row.preview_ext,
    language: row.language,
    convert_error: row.convert_error,
    reject_reason: row.reject_reason,
    is_vip: row.is_vip === 1,
    recommend_at: row.recommend_at ?? undefined,
    deleted_at: row.deleted_at ?? undefined,
    deleted_user_id: Number(row.deleted_user_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
    attachment: { hash: row.hash },
  };
}

/** The categories of documents: ids, and {id, title, parent_id} of each. */
export async function loadDocumentCategories(db: Executor, documentIds: number[]) {
  const byDocument = new Map<number, Array<{ id: number; title: string; parent_id: number }>>();
  if (documentIds.length === 0) return byDocument;
  const rows = await db
    .selectFrom("document_category as dc")
    .innerJoin("category as c", "c.id", "dc.category_id")
    .select(["dc.document_id", "c.id", "c.title", "c.parent_id"])
    .where("dc.document_id", "in", documentIds)
    .orderBy("c.parent_id")
    .orderBy("c.id")
    .execute();
  for (const row of rows) {
    const list = byDocument.get(Number(row.document_id)) ?? [];
    list.push({ id: Number(row.id), title: row.title, parent_id: Number(row.parent_id) });
    byDocument.set(Number(row.document_id), list);
  }
  return byDocument;
}

export async function loadUsernames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const ids = unique(userIds.filter((id) => id > 0));
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("user").select(["id", "username"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

/** Lists show each document's categories, uploader and (recycle bin) who deleted it. */
export async function documentListViews(ctx: AppContext, rows: DocumentRow[]): Promise<DocumentListItem[]> {
  const db = ctx.db.kysely;
  const ids = rows.map((r) => Number(r.id));
  const categories = await loadDocumentCategories(db, ids);
  const usernames = await loadUsernames(db, rows.flatMap((r) => [Number(r.user_id), Number(r.deleted_user_id)]));
  return rows.map((row) => {
    const list = categories.get(Number(row.id)) ?? [];
    return {
      ...toDocumentView(row),
      category_id: list.map((c) => c.id),
      category: list,
      username: usernames.get(Number(row.user_id)) ?? "",
      deleted_username: usernames.get(Number(row.deleted_user_id)) ?? "",
    };
  });
}
