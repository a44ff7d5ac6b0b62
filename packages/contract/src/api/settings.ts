import { configListQuerySchema, configListReplySchema, configSaveReplySchema, configUpdateBodySchema } from "../schemas/config.js";
import { publicSettingsSchema, rechargeSettingsSchema } from "../schemas/site.js";
import { apiRoute } from "./api-route.js";

/** ConfigAPI (api-contract §4.9): the public settings, and the back office's configuration pages. */
export const settingEndpoints = {
  /** Sent as held bytes: `language` may be absent on the wire, so callers parse the reply with its schema. */
  public: apiRoute({ method: "GET", path: "/api/v1/settings", title: "查询系统设置", access: "public", reply: publicSettingsSchema }),
  recharge: apiRoute({ method: "GET", path: "/api/v1/settings/recharge", title: "查询充值设置", access: "public", reply: rechargeSettingsSchema }),
  configList: apiRoute({
    method: "GET", path: "/api/v1/config/list", title: "查询系统配置", access: "admin", query: configListQuerySchema, reply: configListReplySchema,
  }),
  configSave: apiRoute({ method: "PUT", path: "/api/v1/config", title: "修改系统配置", access: "admin", body: configUpdateBodySchema, reply: configSaveReplySchema }),
};
