import { dynamicEndpoints, type Dynamic } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type { Dynamic };

/** GET /api/v1/user/dynamic: one's own feed (no `userId`), or another member's public one. */
export async function loadDynamics(page: number, size: number, userId?: number): Promise<{ total: number; items: Dynamic[] }> {
  const reply = await callApi(dynamicEndpoints.list, { query: { page, size, id: userId } });
  return { total: reply.total, items: reply.dynamic };
}
