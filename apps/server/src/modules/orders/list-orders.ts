import { OrderStatus, type Order, type orderListQuerySchema, type userOrderQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { LATE_PAYMENT_OUTCOME, toOrderView } from "./order-view.js";

export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type UserOrderQuery = z.output<typeof userOrderQuerySchema>;

interface OrderFilter {
  page: number;
  size: number;
  wd?: string;
  statuses: number[];
  types: number[];
  paymentTypes: number[];
  userIds: number[];
}

/** GET /api/v1/order/list (administrators): every order, newest first, by keyword (order number, product, username) and filters. */
export function listOrders(ctx: AppContext, q: OrderListQuery) {
  return queryOrders(ctx, {
    page: q.page ?? 1, size: q.size ?? 10, wd: q.wd, statuses: q.order_status, types: q.order_type, paymentTypes: q.payment_type, userIds: q.user_id,
  });
}

/** GET /api/v1/user/order: the caller's orders, newest first; status 0 = all. */
export function listUserOrders(ctx: AppContext, userId: number, q: UserOrderQuery) {
  return queryOrders(ctx, { page: q.page ?? 1, size: q.size ?? 10, statuses: q.status ? [q.status] : [], types: [], paymentTypes: [], userIds: [userId] });
}

async function queryOrders(ctx: AppContext, f: OrderFilter): Promise<{ total: number; order: Order[] }> {
  let base = ctx.db.kysely.selectFrom("orders as o").leftJoin("user as u", "u.id", "o.user_id");
  if (f.statuses.length) base = base.where("o.status", "in", f.statuses);
  if (f.types.length) base = base.where("o.order_type", "in", f.types);
  if (f.paymentTypes.length) base = base.where("o.payment_type", "in", f.paymentTypes);
  if (f.userIds.length) base = base.where("o.user_id", "in", f.userIds);
  if (f.wd?.trim()) base = base.where(keywordMatch(["o.order_no", "o.product_name", "u.username"], f.wd));
  const { limit, offset } = pageWindow(f.page, f.size, { min: 1, max: 100 });
  const rows = await base
    .selectAll("o")
    .select("u.username")
    .select((eb) =>
      eb
        .exists(eb.selectFrom("payment_notification as pn").select("pn.id").whereRef("pn.order_no", "=", "o.order_no").where("pn.outcome", "=", LATE_PAYMENT_OUTCOME))
        .as("late"),
    )
    .orderBy("o.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  return {
    total,
    order: rows.map(({ username, late, ...row }) => toOrderView(row, username ?? "", row.status === OrderStatus.closed && (late === true || Number(late) === 1))),
  };
}
