import { api } from "../../lib/api-client";
import type {
  CaptchaReply, CaptchaType, FindPasswordStepOneInput, FindPasswordStepTwoInput, Group, LoginInput, LoginReply, PasswordInput,
  Permission, ProfileInput, RegisterInput, SignReply, User,
} from "./types";

export type * from "./types";

/** Typed calls of the user endpoints (api-contract §4.1). Errors reject with ApiError(status, message). */
export const userApi = {
  login: (input: LoginInput) => api.post<LoginReply>("/api/v1/user/login", input),
  register: (input: RegisterInput) => api.post<LoginReply>("/api/v1/user/register", input),
  logout: () => api.delete<object>("/api/v1/user/logout"),
  captcha: (type: CaptchaType) => api.get<CaptchaReply>("/api/v1/user/captcha", { type, t: Date.now() }),
  /** The signed-in user, or another user's public profile with `id`. */
  get: (id?: number, token?: string) => api.get<User>("/api/v1/user", { id }, { token }),
  permissions: (token?: string) => api.get<{ permission?: Permission[] }>("/api/v1/user/permission", undefined, { token }),
  groups: (token?: string) => api.get<{ group?: Group[] }>("/api/v1/user/group", undefined, { token }),
  updateProfile: (input: ProfileInput) => api.put<object>("/api/v1/user/profile", input),
  /** The server answers with a fresh token: the old one stops working. */
  updatePassword: (input: PasswordInput) => api.put<{ token: string }>("/api/v1/user/password", input),
  findPasswordStepOne: (input: FindPasswordStepOneInput) => api.post<object>("/api/v1/user/findpassword/stepone", input),
  findPasswordStepTwo: (input: FindPasswordStepTwoInput) => api.put<object>("/api/v1/user/findpassword/steptwo", input),
  signToday: () => api.put<SignReply>("/api/v1/user/sign"),
  signedToday: () => api.get<SignReply>("/api/v1/user/sign"),
};
