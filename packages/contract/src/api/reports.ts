import { reportCreateBodySchema, reportIdsQuerySchema, reportListQuerySchema, reportListReplySchema, reportUpdateBodySchema } from "../schemas/document.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** ReportAPI (api-contract §4.7): users report documents and articles, administrators process the reports. */
export const reportEndpoints = {
  create: apiRoute({ method: "POST", path: "/api/v1/report", title: "举报文档", access: "login", body: reportCreateBodySchema, reply: emptyReplySchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/report/list", title: "举报列表", access: "admin", query: reportListQuerySchema, reply: reportListReplySchema,
  }),
  update: apiRoute({ method: "PUT", path: "/api/v1/report", title: "处理举报", access: "admin", body: reportUpdateBodySchema, reply: emptyReplySchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/report", title: "删除举报", access: "admin", query: reportIdsQuerySchema, reply: emptyReplySchema }),
};
