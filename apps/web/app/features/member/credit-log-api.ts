import { creditEndpoints, type CreditLog } from "@wenku/contract";
import { callApi } from "../../lib/call-api";
import type { Page } from "./member-api";

export type { CreditLog };

/** The member's credit ledger, newest first (GET /api/v1/user/credit/log). */
export async function loadCreditLog(page: number, size: number): Promise<Page<CreditLog>> {
  const reply = await callApi(creditEndpoints.log, { query: { page, size } });
  return { total: reply.total, items: reply.credit_log };
}
