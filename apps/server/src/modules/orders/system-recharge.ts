import { OrderStatus, OrderType, PaymentType, orderMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { changeCredits } from "../credits/change-credits.js";
import { NO_DISCOUNT_BP } from "./order-money.js";
import { newOrderNo } from "./order-number.js";
import { readOrderSettings } from "./order-settings.js";

export interface SystemRecharge {
  userId: number;
  /** Credits to give; negative takes back (refused when the balance is short). */
  credit: number;
  remark: string;
}

/**
 * POST /api/v1/order/system/recharge: an administrator gives (or takes back) credits through the ledger, reason
 * system_recharge; a paid recharge order with payment method 6 is written with it for the record.
 */
export async function systemRecharge(ctx: AppContext, grant: SystemRecharge): Promise<void> {
  const { creditName } = await readOrderSettings(ctx);
  const now = new Date();
  const stamp = now.toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("user").select("id").where("id", "=", grant.userId).executeTakeFirst();
    if (!user) throw notFound(orderMessages.systemRechargeUser);
    const order = await trx
      .insertInto("orders")
      .values({
        order_no: newOrderNo(now), user_id: grant.userId, order_type: OrderType.recharge, product_name: `${grant.credit} ${creditName}`,
        quantity: grant.credit, price: 1, amount: grant.credit, amount_fen: 0, discount_bp: NO_DISCOUNT_BP,
        payment_type: PaymentType.systemRecharge, status: OrderStatus.paid, remark: grant.remark, paid_at: stamp, created_at: stamp, updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await changeCredits(trx, { userId: grant.userId, delta: grant.credit, reason: "system_recharge", refType: "order", refId: Number(order.id), remark: grant.remark });
  });
}
