import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { ADMIN_GROUP_ID, SUPER_ADMIN_USER_ID } from "../../db/seeded-rows.js";
import { rebuildDerived } from "../../modules/backup/rebuild-derived.js";

/** PostgreSQL's id sequences continue after the highest id imported (SQLite's AUTOINCREMENT follows by itself). */
export async function advanceSequences(ctx: AppContext, tables: Iterable<string>): Promise<void> {
  if (ctx.db.dialect !== "postgres") return;
  for (const table of tables) {
    await sql`
      select setval(s.seq, (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)
      from (select pg_get_serial_sequence(${`"${table}"`}, 'id') as seq) s where s.seq is not null`.execute(ctx.db.kysely);
  }
}

/**
 * MOREDOC's first user is its administrator, as ours is (SUPER_ADMIN_USER_ID): it stays in the administrators
 * group whatever its grants were. Returns a note when the site has no such user.
 */
export async function keepSuperAdministrator(ctx: AppContext): Promise<string | undefined> {
  const db = ctx.db.kysely;
  const admin = await db.selectFrom("user").select("username").where("id", "=", SUPER_ADMIN_USER_ID).executeTakeFirst();
  if (!admin) return "MOREDOC 中没有 id 为 1 的用户：请用 npm run wenku -- user:create <用户名> <密码> --admin 创建管理员";
  await db
    .insertInto("user_group")
    .values({ user_id: SUPER_ADMIN_USER_ID, group_id: ADMIN_GROUP_ID })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return `超级管理员：${admin.username}（id 1），用其 MOREDOC 密码登录`;
}

/** The search index made from the imported rows, the sitemap asked of the next worker round. */
export async function rebuildAfterImport(ctx: AppContext, out?: NodeJS.WriteStream): Promise<void> {
  await rebuildDerived(ctx, out);
}
