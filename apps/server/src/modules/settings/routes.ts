import {
  configListQuerySchema, configListReplySchema, configUpdateBodySchema, publicSettingsSchema, rechargeSettingsSchema, settingCategories,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { listConfig } from "./list-config.js";
import { loadRechargeSettings } from "./recharge-settings.js";
import { saveConfig } from "./save-config.js";
import { sendHeldPublicSettings, sendPublicSettings } from "./send-public-settings.js";

export const settingsRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/settings",
    title: "查询系统设置",
    access: "public",
    gateExempt: true,
    reply: publicSettingsSchema,
    raw: true,
    callerBlind: true,
    precompressed: true,
    answerFromMemory: sendHeldPublicSettings,
    handler: ({ ctx, request, reply }) => sendPublicSettings(ctx, request, reply),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/settings/recharge",
    title: "查询充值设置",
    access: "public",
    gateExempt: true,
    reply: rechargeSettingsSchema,
    handler: ({ ctx }) => loadRechargeSettings(ctx),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/config/list",
    title: "查询系统配置",
    access: "admin",
    pages: settingCategories.map((category) => `/admin/config/${category}`),
    query: configListQuerySchema,
    reply: configListReplySchema,
    async handler({ ctx, query }) {
      return { config: await listConfig(ctx, query.category) };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/config",
    title: "修改系统配置",
    access: "admin",
    body: configUpdateBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await saveConfig(ctx, body.config);
      return {};
    },
  }),
];
