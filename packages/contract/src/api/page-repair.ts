import { pageRepairReplySchema } from "../schemas/page-repair.js";
import { pageLayoutBackfillReplySchema } from "../schemas/page-text.js";
import { apiRoute } from "./api-route.js";

/** The repair pass over stored page images and the backfill of page text positions (dashboard). */
export const pageRepairEndpoints = {
  progress: apiRoute({ method: "GET", path: "/api/v1/document/page-repair", title: "页面图片修复进度", access: "admin", reply: pageRepairReplySchema }),
  layoutProgress: apiRoute({
    method: "GET", path: "/api/v1/document/page-layout", title: "页面文字位置回填进度", access: "admin", reply: pageLayoutBackfillReplySchema,
  }),
};
