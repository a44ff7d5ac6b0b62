import type { Permission } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Permission };

/** The permission endpoints of api-contract §4.8: list and edit title/description. */
export const permissionApi = {
  listPath: "/api/v1/permission/list",
  update: (input: { id: number; title: string; description: string }) => api.put<object>("/api/v1/permission", input),
};

/** RPC rows (GRPC) guard the API routes, HTTP rows the uploads (api-contract §1.7). */
export const permissionMethods = ["GRPC", "GET", "POST", "PUT", "DELETE"] as const;

export const methodColors: Record<string, string> = { GRPC: "purple", GET: "green", POST: "blue", PUT: "orange", DELETE: "red" };
