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
    const uploader = await trx
      .selectFrom("document as d")
      .innerJoin("user as u", "u.id", "d.user_id")
      .select("u.id")
      .where("d.id", "=", order.product_id)
      .executeTakeFirst();
    const income = Number(order.price);
    if (uploader && Number(uploader.id) !== userId && income > 0) {
      await changeCredits(trx, { userId: Number(uploader.id), delta: income, reason: "download_income", ...ref });
    }
  }
}
