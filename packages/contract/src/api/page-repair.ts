import { pageRepairReplySchema } from "../schemas/page-repair.js";
import { apiRoute } from "./api-route.js";

/** The repair pass over stored page images (dashboard). */
export const pageRepairEndpoints = {
  progress: apiRoute({ method: "GET", path: "/api/v1/document/page-repair", title: "页面图片修复进度", access: "admin", reply: pageRepairReplySchema }),
};
