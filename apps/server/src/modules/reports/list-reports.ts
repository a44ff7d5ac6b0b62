import { ItemType } from "@wenku/contract";
import type { z } from "zod";
import type { reportListQuerySchema, reportSchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, parseOrder } from "../../db/list-query.js";

export type ReportListQuery = z.output<typeof reportListQuerySchema>;
type ReportView = z.infer<typeof reportSchema>;

const sortable = ["id", "reason", "status", "created_at", "updated_at"] as const;

/**
 * GET /api/v1/report/list: reports of documents and articles with the reporter's name, what they wrote and the
 * item's title and key (document uuid or article identifier), filtered by processed state, item type and keyword.
 */
export async function listReports(ctx: AppContext, query: ReportListQuery): Promise<{ total: number; report: ReportView[] }> {
  let base = ctx.db.kysely
    .selectFrom("report as r")
    .leftJoin("user as u", "u.id", "r.user_id")
    .leftJoin("report_content as rc", "rc.report_id", "r.id")
    .leftJoin("document as d", (j) => j.onRef("d.id", "=", "r.document_id").on("r.type", "=", ItemType.document))
    .leftJoin("article as a", (j) => j.onRef("a.id", "=", "r.document_id").on("r.type", "=", ItemType.article));
  const statuses = new Set(query.status);
  if (statuses.size === 1) base = base.where("r.status", "=", statuses.has(true) ? 1 : 0);
  if (query.type.length > 0) base = base.where("r.type", "in", query.type);
  if (query.wd?.trim()) base = base.where(keywordMatch(["d.title", "a.title", "r.remark", "rc.content"], query.wd));
  const order = parseOrder(query.order, sortable, { column: "id", direction: "desc" });
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base
    .selectAll("r")
    .select(["u.username", "d.title as document_title", "d.uuid", "a.title as article_title", "a.identifier", "rc.content"])
    .orderBy(`r.${order.column}`, order.direction)
    .orderBy("r.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  return {
    total,
    report: rows.map((r) => {
      const isArticle = r.type === ItemType.article;
      return {
        id: Number(r.id),
        document_id: Number(r.document_id),
        type: r.type,
        user_id: Number(r.user_id),
        username: r.username ?? "",
        reason: r.reason,
        content: r.content ?? "",
        status: r.status === 1,
        remark: r.remark,
        document_title: (isArticle ? r.article_title : r.document_title) ?? "",
        document_uuid: (isArticle ? r.identifier : r.uuid) ?? "",
        created_at: r.created_at,
        updated_at: r.updated_at,
      };
    }),
  };
}
