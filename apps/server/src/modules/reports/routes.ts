import { reportEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { createReport } from "./create-report.js";
import { listReports } from "./list-reports.js";
import { deleteReports } from "./delete-reports.js";
import { updateReport } from "./update-report.js";

/** ReportAPI (api-contract §4.7): users report documents and articles, administrators process the reports. */
export const reportRoutes = [
  defineRoute(reportEndpoints.create, {
    async handler({ ctx, actor, body }) {
      await createReport(ctx, actor, body);
      return {};
    },
  }),
  defineRoute(reportEndpoints.list, {
    pages: ["/admin/report"],
    handler: ({ ctx, query }) => listReports(ctx, query),
  }),
  defineRoute(reportEndpoints.update, {
    async handler({ ctx, body }) {
      await updateReport(ctx, body);
      return {};
    },
  }),
  defineRoute(reportEndpoints.remove, {
    async handler({ ctx, query }) {
      await deleteReports(ctx, query.id);
      return {};
    },
  }),
];
