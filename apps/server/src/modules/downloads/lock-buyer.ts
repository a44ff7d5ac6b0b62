import type { Transaction } from "kysely";
import type { DialectName } from "../../db/database.js";
import type { Database } from "../../db/schema.js";

export interface LockedBuyer {
  id: number;
  credit_count: number;
  is_vip: number;
  vip_expired_at: string | null;
}

/**
 * Reads the downloading user and, on PostgreSQL, locks the row (SELECT … FOR UPDATE) until the transaction ends,
 * so one user's downloads are decided one after another; SQLite runs one write transaction at a time anyway.
 */
export async function lockBuyer(trx: Transaction<Database>, dialect: DialectName, userId: number): Promise<LockedBuyer | undefined> {
  const query = trx.selectFrom("user").select(["id", "credit_count", "is_vip", "vip_expired_at"]).where("id", "=", userId);
  const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return row ? { id: Number(row.id), credit_count: Number(row.credit_count), is_vip: row.is_vip, vip_expired_at: row.vip_expired_at } : undefined;
}
