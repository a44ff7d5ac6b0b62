import type { ConfigRow } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { ConfigRow };

export interface ConfigEntry {
  category: string;
  name: string;
  value: string;
}

/** The settings endpoints of api-contract §4.9 (admin side). */
export const configApi = {
  list: async (category: string, signal?: AbortSignal) =>
    (await api.get<{ config?: ConfigRow[] }>("/api/v1/config/list", { category }, { signal })).config ?? [],
  save: (config: ConfigEntry[]) => api.put<object>("/api/v1/config", { config }),
};
