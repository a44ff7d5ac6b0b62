import type { Language } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Language };

/** The language endpoints of api-contract §4.11 the back office uses: list and enable/disable. */
export const languageApi = {
  listPath: "/api/v1/language/list",
  setEnabled: (ids: number[], enable: boolean) => api.put<object>("/api/v1/language/status", { id: ids, enable }),
};
