import { OrderType } from "@wenku/contract";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { changeCredits } from "../credits/change-credits.js";
import { grantVipPeriod } from "../vip/grant-vip-period.js";
import type { VipPlanTerms } from "../vip/vip-plans.js";
import type { OrderRow } from "./order-row.js";

/**
 * Gives what a just-paid order bought, in the transaction that marked it paid (so exactly once): a recharge's
 * credits; a VIP period on the terms frozen at ordering; for a document, its price to the uploader as
 * download_income (not to a buyer of their own document; the buyer's one download is the paid order itself).
 */
export async function grantOrder(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<void> {
  const userId = Number(order.user_id);
  const ref = { refType: "order", refId: Number(order.id), remark: order.order_no };
  if (order.order_type === OrderType.recharge) {
    await changeCredits(trx, { userId, delta: Number(order.quantity), reason: "recharge", ...ref });
  } else if (order.order_type === OrderType.buyVip) {
    const terms = JSON.parse(order.product_terms) as VipPlanTerms;
    await grantVipPeriod(trx, { userId, terms, orderNo: order.order_no, now });
  } else if (order.order_type === OrderType.buyDocument) {
    const doc = await trx.selectFrom("document").select("user_id").where("id", "=", order.product_id).executeTakeFirst();
    const uploaderId = doc ? Number(doc.user_id) : 0;
    const uploader = uploaderId ? await trx.selectFrom("user").select("id").where("id", "=", uploaderId).executeTakeFirst() : undefined;
    const income = Number(order.price);
    if (uploader && uploaderId !== userId && income > 0) {
      await changeCredits(trx, { userId: uploaderId, delta: income, reason: "download_income", ...ref });
    }
  }
}
