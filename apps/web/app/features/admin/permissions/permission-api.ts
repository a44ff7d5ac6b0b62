import { permissionEndpoints, type ApiBodyOf, type Permission } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { Permission };

/** The permission endpoints of api-contract §4.8: list and edit title/description. */
export const permissionApi = {
  listRoute: permissionEndpoints.list,
  update: (body: ApiBodyOf<typeof permissionEndpoints.update>) => callApi(permissionEndpoints.update, { body }),
};

/** RPC rows (GRPC) guard the API routes, HTTP rows the uploads (api-contract §1.7). */
export const permissionMethods = ["GRPC", "GET", "POST", "PUT", "DELETE"] as const;

export const methodColors: Record<string, string> = { GRPC: "purple", GET: "green", POST: "blue", PUT: "orange", DELETE: "red" };
