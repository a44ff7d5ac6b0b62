import { sql } from "kysely";
import type { AppContext } from "../../context.js";

/** The year the site was installed: when its first migration ran (Kysely's own table), this year if that is unknown. */
export async function installYear(ctx: AppContext): Promise<number> {
  const { rows } = await sql<{ first: string | null }>`select min(timestamp) as first from kysely_migration`.execute(ctx.db.kysely);
  const year = new Date(rows[0]?.first ?? "").getUTCFullYear();
  return Number.isInteger(year) ? year : new Date().getFullYear();
}
