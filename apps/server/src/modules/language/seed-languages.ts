import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

const languages: Array<[string, string]> = [
  ["zh-CN", "简体中文"], ["zh-TW", "繁體中文"], ["en", "English"], ["ja", "日本語"],
  ["ko", "한국어"], ["fr", "Français"], ["de", "Deutsch"], ["ru", "Русский"],
];

/** First start: the enabled document languages. */
export async function seedLanguages(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  const count = await db.selectFrom("language").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const now = nowIso();
  await db
    .insertInto("language")
    .values(languages.map(([code, language], i) => ({ code, language, enable: 1 as const, sort: 100 - i, created_at: now, updated_at: now })))
    .execute();
}
