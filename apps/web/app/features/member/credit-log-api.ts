import type { CreditLog } from "@wenku/contract";
import { api } from "../../lib/api-client";
import type { Page } from "./member-api";

export type { CreditLog };

/** The member's credit ledger, newest first (GET /api/v1/user/credit/log). */
export async function loadCreditLog(page: number, size: number): Promise<Page<CreditLog>> {
  const reply = await api.get<{ total?: number; credit_log?: CreditLog[] }>("/api/v1/user/credit/log", { page, size });
  return { total: reply.total ?? 0, items: reply.credit_log ?? [] };
}
