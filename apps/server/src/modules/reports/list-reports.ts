import type { z } from "zod";
import type { reportListQuerySchema, reportSchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { keywordMatch, pageWindow, parseOrder } from "../documents/list-helpers.js";

export type ReportListQuery = z.output<typeof reportListQuerySchema>;
type ReportView = z.infer<typeof reportSchema>;

const sortable = ["id", "reason", "status", "created_at", "updated_at"] as const;

/** GET /api/v1/report/list: reports with the reporter's name and the document's title, filtered by processed state. */
export async function listReports(ctx: AppContext, query: ReportListQuery): Promise<{ total: number; report: ReportView[] }> {
  let base = ctx.db.kysely
    .selectFrom("report as r")
    .leftJoin("user as u", "u.id", "r.user_id")
    .leftJoin("document as d", "d.id", "r.document_id");
  const statuses = new Set(query.status);
  if (statuses.size === 1) base = base.where("r.status", "=", statuses.has(true) ? 1 : 0);
  if (query.wd?.trim()) base = base.where(keywordMatch(["d.title", "r.remark"], query.wd));
  const order = parseOrder(query.order, sortable, { column: "id", direction: "desc" });
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, 1, 1000);
  const rows = await base
    .selectAll("r")
    .select(["u.username", "d.title", "d.uuid"])
    .orderBy(`r.${order.column}`, order.direction)
    .orderBy("r.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return {
    total: Number(n),
    report: rows.map((r) => ({
      id: Number(r.id),
      document_id: Number(r.document_id),
      user_id: Number(r.user_id),
      username: r.username ?? "",
      reason: r.reason,
      status: r.status === 1,
      remark: r.remark,
      document_title: r.title ?? "",
      document_uuid: r.uuid ?? "",
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
  };
}
