import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

/** First start: the administrators group (ADMIN_GROUP_ID) and the members group, the default one (MEMBER_GROUP_ID). */
export async function seedGroups(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  const groups = await db.selectFrom("groups").select("id").execute();
  if (groups.length > 0) return;
  const now = nowIso();
  const base = { is_default: 0, is_display: 0, enable_document_review: 0, enable_comment_approval: 0, enable_article_approval: 0 } as const;
  const seeded = [
    { ...base, title: "超级管理员", color: "#f5222d", is_display: 1, sort: 100, enable_upload: 1, enable_comment: 1, enable_article: 1 },
    {
      ...base, title: "普通用户", is_default: 1, sort: 0, enable_upload: 1, enable_document_review: 1, enable_comment: 1,
      enable_comment_approval: 1, enable_article: 1, enable_article_approval: 1,
    },
  ] as const;
  for (const group of seeded) await db.insertInto("groups").values({ ...group, created_at: now, updated_at: now }).execute();
}
