import type { AppContext } from "../../context.js";

/**
 * PUT /api/v1/sqlmode: the established product relaxes MySQL's sql_mode here (ONLY_FULL_GROUP_BY broke its
 * queries). Our databases (SQLite, PostgreSQL) have no such mode and our queries need no change: nothing to do.
 */
export function sqlModeMessage(ctx: AppContext): string {
  const name = ctx.db.dialect === "postgres" ? "PostgreSQL" : "SQLite";
  return `当前数据库为 ${name}，没有需要调整的 SQL 模式，无需处理`;
}
