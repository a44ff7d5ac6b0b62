import { smsEndpoints, type ApiBodyOf } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** Calls of SmsAPI (api-contract §6.4) and the number binding of /me. */
export const phoneApi = {
  sendCode: (body: ApiBodyOf<typeof smsEndpoints.send>) => callApi(smsEndpoints.send, { body }),
  login: (body: ApiBodyOf<typeof smsEndpoints.login>) => callApi(smsEndpoints.login, { body }),
  register: (body: ApiBodyOf<typeof smsEndpoints.register>) => callApi(smsEndpoints.register, { body }),
  findPassword: (body: ApiBodyOf<typeof smsEndpoints.findPassword>) => callApi(smsEndpoints.findPassword, { body }),
  bind: (body: ApiBodyOf<typeof smsEndpoints.bindMobile>) => callApi(smsEndpoints.bindMobile, { body }),
};
