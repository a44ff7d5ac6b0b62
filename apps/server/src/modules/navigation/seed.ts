import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";

const defaults = [
  { title: "首页", href: "/", sort: 300 },
  { title: "文档", href: "/category", sort: 200 },
  { title: "文章", href: "/article", sort: 100 },
];

/** First start: the fixed header items (home, documents, articles) when the navigation table is empty. */
export async function seedNavigation(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  const existing = await db.selectFrom("navigation").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await db
    .insertInto("navigation")
    .values(defaults.map((item) => ({ ...item, enable: 1 as const, fixed: 1 as const, created_at: now, updated_at: now })))
    .execute();
}
