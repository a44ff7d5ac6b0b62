import type { Group, GroupCreateBody, GroupUpdateBody } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Group };
export type GroupInput = GroupCreateBody;

/** The group (role) endpoints of api-contract §4.8. */
export const groupApi = {
  listPath: "/api/v1/group/list",
  /** Every group, for pickers and filters. */
  all: (signal?: AbortSignal) => api.get<{ group?: Group[] }>("/api/v1/group/list", { page: 1, size: 1000 }, { signal }),
  create: (input: GroupInput) => api.post<Group>("/api/v1/group", input),
  update: (input: GroupUpdateBody) => api.put<object>("/api/v1/group", input),
  remove: (id: number) => api.delete<object>("/api/v1/group", { id }),
  permissionIds: (id: number, signal?: AbortSignal) =>
    api.get<{ permission_id?: number[] }>("/api/v1/group/permission", { id }, { signal }),
  savePermissions: (groupId: number, permissionIds: number[]) =>
    api.put<object>("/api/v1/group/permission", { group_id: groupId, permission_id: permissionIds }),
};
