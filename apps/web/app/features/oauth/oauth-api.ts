import { oauthEndpoints, type ApiBodyOf, type ApiQueryOf } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** Third-party sign-in calls (api-contract §6.5, and our /oauth/authorize which makes the state server-side). */
export const oauthApi = {
  configs: (signal?: AbortSignal) => callApi(oauthEndpoints.configs, { signal }),
  authorize: (body: ApiBodyOf<typeof oauthEndpoints.authorize>) => callApi(oauthEndpoints.authorize, { body }),
  login: (body: ApiBodyOf<typeof oauthEndpoints.login>) => callApi(oauthEndpoints.login, { body }),
  bind: (body: ApiBodyOf<typeof oauthEndpoints.bind>) => callApi(oauthEndpoints.bind, { body }),
  scanCode: (query: ApiQueryOf<typeof oauthEndpoints.scanCode>) => callApi(oauthEndpoints.scanCode, { query }),
  scanStatus: (body: ApiBodyOf<typeof oauthEndpoints.scanStatus>) => callApi(oauthEndpoints.scanStatus, { body }),
  scanConfirmInfo: (query: ApiQueryOf<typeof oauthEndpoints.scanConfirmInfo>) => callApi(oauthEndpoints.scanConfirmInfo, { query }),
  scanConfirm: (body: ApiBodyOf<typeof oauthEndpoints.scanConfirm>) => callApi(oauthEndpoints.scanConfirm, { body }),
  list: (signal?: AbortSignal) => callApi(oauthEndpoints.list, { signal }),
  unbind: (id: number) => callApi(oauthEndpoints.unbind, { query: { id } }),
};
