export type { Permission } from "@wenku/contract";

/** RPC rows (GRPC) guard the API routes, HTTP rows the uploads (api-contract §1.7). */
export const permissionMethods = ["GRPC", "GET", "POST", "PUT", "DELETE"] as const;

export const methodColors: Record<string, string> = { GRPC: "purple", GET: "green", POST: "blue", PUT: "orange", DELETE: "red" };
