import { settingCategories, settingEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { listConfig } from "./list-config.js";
import { loadRechargeSettings } from "./recharge-settings.js";
import { saveConfig } from "./save-config.js";
import { sendHeldPublicSettings, sendPublicSettings } from "./send-public-settings.js";

export const settingsRoutes = [
  defineRoute(settingEndpoints.public, {
    gateExempt: true,
    raw: true,
    callerBlind: true,
    precompressed: true,
    answerFromMemory: sendHeldPublicSettings,
    handler: ({ ctx, request, reply }) => sendPublicSettings(ctx, request, reply),
  }),
  defineRoute(settingEndpoints.recharge, {
    gateExempt: true,
    handler: ({ ctx }) => loadRechargeSettings(ctx),
  }),
  defineRoute(settingEndpoints.configList, {
    pages: settingCategories.map((category) => `/admin/config/${category}`),
    async handler({ ctx, query }) {
      return { config: await listConfig(ctx, query.category) };
    },
  }),
  defineRoute(settingEndpoints.configSave, {
    handler: ({ ctx, body }) => saveConfig(ctx, body.config),
  }),
];
