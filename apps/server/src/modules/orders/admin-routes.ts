import { orderEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { closeOrderOnRequest } from "./close-order.js";
import { listOrders } from "./list-orders.js";
import { findExistingOrder } from "./own-order.js";
import { refundOrder } from "./refund-order.js";
import { systemRecharge } from "./system-recharge.js";

/** Administrators' order routes (permissions OrderAPI: ListOrder, CloseOrderByAdmin, RefundOrder, SystemRecharge). */
export const orderAdminRoutes = [
  defineRoute(orderEndpoints.list, {
    pages: ["/admin/order"],
    handler: ({ ctx, query }) => listOrders(ctx, query),
  }),
  defineRoute(orderEndpoints.adminClose, {
    async handler({ ctx, body }) {
      return closeOrderOnRequest(ctx, await findExistingOrder(ctx.db.kysely, body.order_no));
    },
  }),
  defineRoute(orderEndpoints.refund, {
    handler: ({ ctx, actor, body }) => refundOrder(ctx, { orderNo: body.order_no, remark: body.remark, adminId: Number(actor.requireUser().id) }),
  }),
  defineRoute(orderEndpoints.systemRecharge, {
    async handler({ ctx, body }) {
      await systemRecharge(ctx, { userId: body.user_id, credit: body.credit, remark: body.remark });
      return {};
    },
  }),
];
