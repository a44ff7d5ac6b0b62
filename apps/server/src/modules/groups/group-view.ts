import type { Group } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { GroupTable } from "../../db/core-tables.js";

export type GroupRow = Selectable<GroupTable> & { user_count: number | string | null };

/** Stored flags (0/1) become JSON booleans. */
export function toGroup(row: GroupRow): Group {
  return {
    id: Number(row.id),
    title: row.title,
    color: row.color,
    description: row.description,
    is_default: row.is_default === 1,
    is_display: row.is_display === 1,
    sort: row.sort,
    user_count: Number(row.user_count ?? 0),
    enable_upload: row.enable_upload === 1,
    enable_document_review: row.enable_document_review === 1,
    enable_comment: row.enable_comment === 1,
    enable_comment_approval: row.enable_comment_approval === 1,
    enable_article: row.enable_article === 1,
    enable_article_approval: row.enable_article_approval === 1,
    ai_daily_messages: row.ai_daily_messages === null ? null : Number(row.ai_daily_messages),
    ai_daily_tokens: row.ai_daily_tokens === null ? null : Number(row.ai_daily_tokens),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
