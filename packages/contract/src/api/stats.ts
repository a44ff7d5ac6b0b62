import { statsSchema } from "../schemas/site.js";
import { apiRoute } from "./api-route.js";

/** The site's counts (api-contract §4.9); holders of its permission also get the dashboard's details. */
export const statsEndpoints = {
  get: apiRoute({ method: "GET", path: "/api/v1/stats", title: "查询网站统计", access: "public", reply: statsSchema }),
};
