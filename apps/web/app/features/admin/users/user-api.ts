import type { UserPrivate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

/** A row of GET /api/v1/user/list as an administrator sees it (every column, plus the groups). */
export type AdminUser = Partial<UserPrivate> & { id: number; username: string };

export interface UserCreateInput {
  username: string;
  password: string;
  email: string;
  group_id: number[];
}

export interface UserUpdateInput {
  id: number;
  group_id: number[];
  /** Empty keeps the password. */
  password?: string;
  /** 0 enabled, 1 disabled. */
  status?: 0 | 1;
  /** VIP users are shown no advertisements. */
  is_vip?: boolean;
}

export const UserStatus = { normal: 0, disabled: 1 } as const;

/** The administrator's user endpoints of api-contract §4.1. */
export const userApi = {
  listPath: "/api/v1/user/list",
  create: (input: UserCreateInput) => api.post<object>("/api/v1/user", input),
  update: (input: UserUpdateInput) => api.put<object>("/api/v1/user", input),
  /** `password` is the caller's own password, confirming the deletion. */
  remove: (id: number, password: string) => api.delete<object>("/api/v1/user", { id, password }),
};
