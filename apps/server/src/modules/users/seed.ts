import crypto from "node:crypto";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { createUser } from "./create-user.js";

export const ADMIN_GROUP_ID = 1;
export const MEMBER_GROUP_ID = 2;

const languages: Array<[string, string]> = [
  ["zh-CN", "简体中文"], ["zh-TW", "繁體中文"], ["en", "English"], ["ja", "日本語"],
  ["ko", "한국어"], ["fr", "Français"], ["de", "Deutsch"], ["ru", "Русский"],
];

/** First-start data: the two groups, the enabled languages, and the administrator with a random password. */
export async function seedDefaults(ctx: AppContext): Promise<{ adminPassword?: string }> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const groups = await db.selectFrom("groups").select("id").execute();
  if (groups.length === 0) {
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
  const langCount = await db.selectFrom("language").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(langCount.n) === 0) {
    await db
      .insertInto("language")
      .values(languages.map(([code, language], i) => ({ code, language, enable: 1 as const, sort: 100 - i, created_at: now, updated_at: now })))
      .execute();
  }
  const users = await db.selectFrom("user").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(users.n) > 0) return {};
  const password = ctx.env.adminPassword ?? crypto.randomBytes(12).toString("base64url");
  await createUser(ctx, { username: "admin", password, email: "", groupIds: [ADMIN_GROUP_ID], ip: "127.0.0.1" });
  return { adminPassword: ctx.env.adminPassword ? undefined : password };
}

/** The administrator created at first start; never deleted, disabled or taken out of the administrators group. */
export const SUPER_ADMIN_USER_ID = 1;
