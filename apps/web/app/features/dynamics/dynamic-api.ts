import type { Dynamic } from "@wenku/contract";
import { api } from "../../lib/api-client";

export type { Dynamic };

/** GET /api/v1/user/dynamic: one's own feed (no `userId`), or another member's public one. */
export async function loadDynamics(page: number, size: number, userId?: number): Promise<{ total: number; items: Dynamic[] }> {
  const reply = await api.get<{ total?: number; dynamic?: Dynamic[] }>("/api/v1/user/dynamic", { page, size, id: userId });
  return { total: reply.total ?? 0, items: reply.dynamic ?? [] };
}
