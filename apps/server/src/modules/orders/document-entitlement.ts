import type { Executor } from "../../db/schema.js";
import { paidDocumentOrders } from "../documents/bought-by.js";
import type { OrderRow } from "./order-row.js";

/**
 * A paid, unrefunded document order of this user for this document that no download has used yet: it entitles
 * exactly one download (the download records its id).
 */
export async function findUnusedPaidOrder(db: Executor, userId: number, documentId: number): Promise<OrderRow | undefined> {
  return paidDocumentOrders(db, userId)
    .selectAll()
    .where("product_id", "=", documentId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("download").select("download.id").whereRef("download.order_id", "=", "orders.id"))))
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

export interface EntitlementQuestion {
  userId: number;
  document: { id: number; user_id: number; price: number };
  /** download.free_download_duration: days after a purchase during which downloading again is free. */
  freeDays: number;
  now: Date;
}

/**
 * Whether the user can already download the document without paying (then buying it again makes no sense): the
 * owner, a free document, an unused paid order (returned), or a paid download within `freeDays` days.
 */
export async function downloadsWithoutPaying(db: Executor, q: EntitlementQuestion): Promise<{ order?: OrderRow } | undefined> {
  const { userId, document, freeDays, now } = q;
  if (Number(document.user_id) === userId || Number(document.price) <= 0) return {};
  const order = await findUnusedPaidOrder(db, userId, document.id);
  if (order) return { order };
  if (freeDays <= 0) return undefined;
  const since = new Date(now.getTime() - freeDays * 86_400_000).toISOString();
  const bought = await db
    .selectFrom("download")
    .select("id")
    .where("user_id", "=", userId)
    .where("document_id", "=", document.id)
    .where("is_pay", "=", 1)
    .where("created_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return bought ? {} : undefined;
}
