import { groupEndpoints, type ApiBodyOf, type Group } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Group };
export type GroupInput = ApiBodyOf<typeof groupEndpoints.create>;

/** The group (role) endpoints of api-contract §4.8. */
export const groupApi = {
  listRoute: groupEndpoints.list,
  /** Every group, for pickers and filters. */
  all: (signal?: AbortSignal) => callApi(groupEndpoints.list, { query: { page: 1, size: 1000 }, signal }),
  create: (body: GroupInput) => callApi(groupEndpoints.create, { body }),
  update: (body: ApiBodyOf<typeof groupEndpoints.update>) => callApi(groupEndpoints.update, { body }),
  remove: (id: number) => callApi(groupEndpoints.remove, { query: { id: [id] } }),
  permissionIds: (id: number, signal?: AbortSignal) => callApi(groupEndpoints.permissions, { query: { id }, signal }),
  savePermissions: (groupId: number, permissionIds: number[]) =>
    callApi(groupEndpoints.setPermissions, { body: { group_id: groupId, permission_id: permissionIds } }),
};
