import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { live, startOfToday } from "../../db/list-query.js";

/** GET /api/v1/document/stats (dashboard): live documents by status, the recycle bin, today's downloads. */
export async function documentStats(ctx: AppContext) {
  const db = ctx.db.kysely;
  const byStatus = await db
    .selectFrom("document")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .where(live())
    .groupBy("status")
    .execute();
  const counts = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
  const recycled = await db.selectFrom("document").select((eb) => eb.fn.countAll<number>().as("n")).where("deleted_at", "is not", null).executeTakeFirstOrThrow();
  const today = await db
    .selectFrom("download")
    .select([(eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("is_pay").as("paid")])
    .where("created_at", ">=", startOfToday())
    .executeTakeFirstOrThrow();
  return {
    document_count: [...counts.values()].reduce((a, b) => a + b, 0),
    recycle_count: Number(recycled.n),
    status_count: Object.values(DocumentStatus).map((status) => ({ status, count: counts.get(status) ?? 0 })),
    today_download_count: Number(today.n),
    today_paid_download_count: Number(today.paid ?? 0),
  };
}
