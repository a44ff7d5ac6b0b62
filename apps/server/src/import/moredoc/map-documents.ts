import crypto from "node:crypto";
import { DocumentStatus } from "@wenku/contract";
import type { SourceRow } from "./source.js";
import { rowsOf, skip, type Mapped } from "./step.js";
import { flag, idOf, int, iso, isoOrNull, str, times } from "./values.js";

export function mapCategory(row: SourceRow): Mapped {
  const title = str(row.title).trim();
  if (!title) return skip("分类名称为空");
  return rowsOf({
    table: "category",
    row: {
      id: idOf(row),
      parent_id: int(row.parent_id),
      title,
      type: int(row.type),
      doc_count: int(row.doc_count),
      sort: int(row.sort),
      enable: flag(row.enable, 1),
      icon: str(row.icon),
      cover: str(row.cover),
      description: str(row.description),
      show_description: flag(row.show_description),
      ...times(row),
    },
  });
}

/** The file of a document: MOREDOC's attachment of type 2 whose type_id is the document's id. */
export interface DocumentFile {
  id: number;
  hash: string;
  ext: string;
  size: number;
}

/**
 * A document before 2.4 had no uuid (its URL was /document/<id>): it gets one made from its id, the same at every
 * run, so a resumed import gives the same.
 */
export const uuidOf = (row: SourceRow) => str(row.uuid).trim() || crypto.createHash("md5").update(`moredoc-document-${idOf(row)}`).digest("hex").slice(0, 16);

/**
 * MOREDOC's statuses are ours (0…7). One still converting there (1) is converted again here: nothing is running
 * it. Whether the pages of a converted one (2) are really there is the file step's question.
 */
export function documentStatusOf(status: number): number {
  if (status === DocumentStatus.converting) return DocumentStatus.pending;
  return status >= 0 && status <= 7 ? status : DocumentStatus.disabled;
}

export function mapDocument(row: SourceRow, file: DocumentFile | undefined): Mapped {
  if (!file) return skip("文档没有文件（附件）");
  const title = str(row.title).trim() || `文档 ${idOf(row)}`;
  const ext = (str(row.ext) || file.ext).toLowerCase();
  const created = iso(row.created_at);
  return rowsOf({
    table: "document",
    row: {
      id: idOf(row),
      uuid: uuidOf(row),
      title,
      keywords: str(row.keywords),
      description: str(row.description),
      user_id: int(row.user_id),
      attachment_id: file.id,
      hash: file.hash,
      width: int(row.width),
      height: int(row.height),
      preview: int(row.preview),
      pages: int(row.pages),
      download_count: int(row.download_count),
      view_count: int(row.view_count),
      favorite_count: int(row.favorite_count),
      comment_count: int(row.comment_count),
      score: int(row.score, 300),
      score_count: int(row.score_count),
      price: int(row.price),
      size: int(row.size) || file.size,
      ext: ext.startsWith(".") || ext === "" ? ext : `.${ext}`,
      status: documentStatusOf(int(row.status)),
      enable_gzip: flag(row.enable_gzip),
      preview_ext: str(row.preview_ext) || ".svg",
      language: str(row.language),
      recommend_at: isoOrNull(row.recommend_at),
      deleted_at: isoOrNull(row.deleted_at),
      deleted_user_id: int(row.deleted_user_id),
      created_at: created,
      updated_at: iso(row.updated_at, created),
    },
  });
}

export const mapDocumentCategory = (row: SourceRow): Mapped =>
  rowsOf({ table: "document_category", row: { document_id: int(row.document_id), category_id: int(row.category_id) } });

export function mapDocumentScore(row: SourceRow): Mapped {
  return rowsOf({
    table: "document_score",
    row: { id: idOf(row), document_id: int(row.document_id), user_id: int(row.user_id), score: int(row.score), ...times(row) },
  });
}

export function mapDownload(row: SourceRow): Mapped {
  return rowsOf({
    table: "download",
    row: { id: idOf(row), user_id: int(row.user_id), document_id: int(row.document_id), ip: str(row.ip), is_pay: flag(row.is_pay), ...times(row) },
  });
}

/** type: 0 a document, 1 an article (before 3.0 there were only documents). */
export function mapFavorite(row: SourceRow): Mapped {
  return rowsOf({
    table: "favorite",
    row: { id: idOf(row), user_id: int(row.user_id), document_id: int(row.document_id), type: int(row.type), ...times(row) },
  });
}

export function mapComment(row: SourceRow): Mapped {
  return rowsOf({
    table: "comment",
    row: {
      id: idOf(row),
      user_id: int(row.user_id),
      type: int(row.type),
      document_id: int(row.document_id),
      parent_id: int(row.parent_id),
      content: str(row.content),
      status: int(row.status),
      comment_count: int(row.comment_count),
      ip: str(row.ip),
      ...times(row),
    },
  });
}

/** A MOREDOC report is about a document; the title and name it copied are ours to read from the rows. */
export function mapReport(row: SourceRow): Mapped {
  return rowsOf({
    table: "report",
    row: {
      id: idOf(row),
      type: 0,
      document_id: int(row.document_id),
      user_id: int(row.user_id),
      reason: int(row.reason),
      status: flag(row.status),
      remark: str(row.remark),
      ...times(row),
    },
  });
}

export function mapPunishment(row: SourceRow): Mapped {
  const operators = str(row.operators).trim();
  return rowsOf({
    table: "punishment",
    row: {
      id: idOf(row),
      user_id: int(row.user_id),
      type: int(row.type),
      enable: flag(row.enable),
      operators: operators.startsWith("[") ? operators : "[]",
      reason: str(row.reason),
      remark: str(row.remark),
      end_time: isoOrNull(row.end_time),
      ...times(row),
    },
  });
}

export function mapSearchRecord(row: SourceRow): Mapped {
  return rowsOf({
    table: "search_record",
    row: {
      id: idOf(row),
      keywords: str(row.keywords),
      total: int(row.total),
      page: Math.max(1, int(row.page, 1)),
      user_id: int(row.user_id),
      ip: str(row.ip),
      user_agent: str(row.user_agent),
      spend_time: Number(row.spend_time ?? 0) || 0,
      created_at: iso(row.created_at),
    },
  });
}

export function mapSign(row: SourceRow): Mapped {
  const signAt = int(row.sign_at);
  if (!/^\d{8}$/.test(String(signAt))) return skip("签到日期无效");
  return rowsOf({
    table: "sign",
    row: { id: idOf(row), user_id: int(row.user_id), sign_at: signAt, award: int(row.award), ip: str(row.ip), created_at: iso(row.created_at) },
  });
}
