import type { SpiderDocument, SpiderUrl } from "@wenku/contract";
import type { SpiderDocumentRow, SpiderUrlRow } from "./queue/claim.js";

export const toSpiderUrl = (row: SpiderUrlRow): SpiderUrl => ({
  id: Number(row.id),
  url: row.url,
  status: row.status,
  total: Number(row.total),
  error: row.error,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toSpiderDocument = (row: SpiderDocumentRow): SpiderDocument => ({
  id: Number(row.id),
  spider_url_id: Number(row.spider_url_id),
  url: row.url,
  title: row.title,
  title_from_attachment: row.title_from_attachment,
  title_from_href: row.title_from_href,
  title_from_url: row.title_from_url,
  ext: row.ext,
  size: Number(row.size),
  content_type: row.content_type,
  save_path: row.save_path,
  status: row.status,
  error: row.error,
  category_id: row.category_id,
  document_id: Number(row.document_id),
  user_id: Number(row.user_id),
  price: row.price,
  language: row.language,
  created_at: row.created_at,
  updated_at: row.updated_at,
});
