import { authEndpoints, captchaEndpoints, signInEndpoints, userEndpoints, type ApiBodyOf } from "@wenku/contract";
import { callApi } from "../../lib/call-api";
import type { CaptchaType } from "./types";

export type * from "./types";

/** Calls of the user endpoints (api-contract §4.1). Errors reject with ApiError(status, message). */
export const userApi = {
  login: (body: ApiBodyOf<typeof authEndpoints.login>) => callApi(authEndpoints.login, { body }),
  register: (body: ApiBodyOf<typeof authEndpoints.register>) => callApi(authEndpoints.register, { body }),
  logout: () => callApi(authEndpoints.logout),
  /** `t` makes every request draw a new image; `required` draws a login captcha the login throttle asked for. */
  captcha: (type: CaptchaType, required = false) =>
    callApi(captchaEndpoints.get, { query: { type, t: String(Date.now()), ...(required ? { required: true } : {}) } }),
  /** The signed-in user, or another user's public profile with `id`. */
  get: (id?: number) => callApi(userEndpoints.get, { query: { id } }),
  updateProfile: (body: ApiBodyOf<typeof userEndpoints.updateProfile>) => callApi(userEndpoints.updateProfile, { body }),
  /** The server answers with a fresh token: the old one stops working. */
  updatePassword: (body: ApiBodyOf<typeof userEndpoints.changePassword>) => callApi(userEndpoints.changePassword, { body }),
  findPasswordStepOne: (body: ApiBodyOf<typeof authEndpoints.findPasswordStepOne>) => callApi(authEndpoints.findPasswordStepOne, { body }),
  findPasswordStepTwo: (body: ApiBodyOf<typeof authEndpoints.findPasswordStepTwo>) => callApi(authEndpoints.findPasswordStepTwo, { body }),
  signToday: () => callApi(signInEndpoints.sign),
  signedToday: () => callApi(signInEndpoints.today),
};
