import { sitemapStatusSchema } from "../schemas/sitemap.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** The sitemap (api-contract §4.9): rebuild it now, and the state the dashboard shows (ours). */
export const sitemapEndpoints = {
  rebuild: apiRoute({ method: "PUT", path: "/api/v1/sitemap", title: "更新站点地图", access: "admin", reply: emptyReplySchema }),
  status: apiRoute({ method: "GET", path: "/api/v1/sitemap", title: "查询站点地图状态", access: "admin", reply: sitemapStatusSchema }),
};
