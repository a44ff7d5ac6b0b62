import { languageEndpoints, type ApiBodyOf, type Language } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Language };
/** A row of the language list, asked for with every field. */
export type LanguageRow = Language;

/** The language endpoints of api-contract §4.11 the back office uses: list, enable/disable and edit. */
export const languageApi = {
  listRoute: languageEndpoints.list,
  setEnabled: (ids: number[], enable: boolean) => callApi(languageEndpoints.setStatus, { body: { id: ids, enable } }),
  update: (body: ApiBodyOf<typeof languageEndpoints.update>) => callApi(languageEndpoints.update, { body }),
};
