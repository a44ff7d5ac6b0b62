import { userEndpoints, type ApiBodyOf, type ApiReplyOf } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** A row of the user list: the public profile, and for an administrator every column plus the groups. */
export type AdminUser = ApiReplyOf<typeof userEndpoints.list>["user"][number];

export const UserStatus = { normal: 0, disabled: 1 } as const;

/** The administrator's user endpoints of api-contract §4.1. */
export const userApi = {
  listRoute: userEndpoints.list,
  create: (body: ApiBodyOf<typeof userEndpoints.create>) => callApi(userEndpoints.create, { body }),
  /** An empty `password` keeps it; `status` 0 enabled, 1 disabled; VIP users are shown no advertisements. */
  update: (body: ApiBodyOf<typeof userEndpoints.update>) => callApi(userEndpoints.update, { body }),
  /** `password` is the caller's own password, confirming the deletion. */
  remove: (id: number, password: string) => callApi(userEndpoints.remove, { query: { id: [id], password } }),
};
