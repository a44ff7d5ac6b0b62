import { settingEndpoints, type ApiBodyOf, type ConfigRow } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { ConfigRow };

export type ConfigEntry = ApiBodyOf<typeof settingEndpoints.configSave>["config"][number];

/** The settings endpoints of api-contract §4.9 (admin side). */
export const configApi = {
  list: async (category: string, signal?: AbortSignal) =>
    (await callApi(settingEndpoints.configList, { query: { category: [category] }, signal })).config,
  save: (config: ConfigEntry[]) => callApi(settingEndpoints.configSave, { body: { config } }),
};
