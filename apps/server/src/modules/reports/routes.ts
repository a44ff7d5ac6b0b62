import { reportCreateBodySchema, reportIdsQuerySchema, reportListQuerySchema, reportListReplySchema, reportUpdateBodySchema } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createReport } from "./create-report.js";
import { listReports } from "./list-reports.js";
import { deleteReports } from "./delete-reports.js";
import { updateReport } from "./update-report.js";

/** ReportAPI (api-contract §4.7): users report documents and articles, administrators process the reports. */
export const reportRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/report",
    title: "举报文档",
    access: "login",
    body: reportCreateBodySchema,
    async handler({ ctx, actor, body }) {
      await createReport(ctx, actor, body.document_id, body.reason, body.type);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/report/list",
    title: "举报列表",
    access: "admin",
    pages: ["/admin/report"],
    query: reportListQuerySchema,
    reply: reportListReplySchema,
    handler: ({ ctx, query }) => listReports(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/report",
    title: "处理举报",
    access: "admin",
    body: reportUpdateBodySchema,
    async handler({ ctx, body }) {
      await updateReport(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/report",
    title: "删除举报",
    access: "admin",
    query: reportIdsQuerySchema,
    async handler({ ctx, query }) {
      await deleteReports(ctx, query.id);
      return {};
    },
  }),
];
