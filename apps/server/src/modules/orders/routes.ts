import { orderEndpoints } from "@wenku/contract";
import { requestOrigin } from "../../http/request-origin.js";
import { defineRoute } from "../../http/route.js";
import { closeOrderOnRequest } from "./close-order.js";
import { createOrder } from "./create-order.js";
import { deleteOrder } from "./delete-order.js";
import { listUserOrders } from "./list-orders.js";
import { findExistingOrder, findOwnOrder } from "./own-order.js";
import { loadOrderView } from "./order-view.js";
import { payOrder } from "./pay-order.js";

/** A member's own orders (api-contract §6.1). Administrators' order routes are in admin-routes.ts. */
export const orderRoutes = [
  defineRoute(orderEndpoints.create, {
    rateLimit: 60,
    handler: ({ ctx, actor, body }) => {
      const user = actor.requireUser();
      return createOrder(ctx, { id: Number(user.id), username: user.username }, body);
    },
  }),
  defineRoute(orderEndpoints.get, {
    async handler({ ctx, actor, query }) {
      const userId = Number(actor.requireUser().id);
      const db = ctx.db.kysely;
      // The order list's permission also lets an administrator read any single order.
      const order = (await actor.holds(orderEndpoints.list)) ? await findExistingOrder(db, query.order_no) : await findOwnOrder(db, userId, query.order_no);
      return loadOrderView(db, order);
    },
  }),
  defineRoute(orderEndpoints.status, {
    async handler({ ctx, actor, query }) {
      return loadOrderView(ctx.db.kysely, await findOwnOrder(ctx.db.kysely, Number(actor.requireUser().id), query.order_no));
    },
  }),
  defineRoute(orderEndpoints.remove, {
    async handler({ ctx, actor, query }) {
      await deleteOrder(ctx, Number(actor.requireUser().id), query.order_no);
      return {};
    },
  }),
  defineRoute(orderEndpoints.close, {
    async handler({ ctx, actor, body }) {
      return closeOrderOnRequest(ctx, await findOwnOrder(ctx.db.kysely, Number(actor.requireUser().id), body.order_no));
    },
  }),
  defineRoute(orderEndpoints.pay, {
    rateLimit: 60,
    handler: ({ ctx, actor, body, ip, request }) => payOrder(ctx, Number(actor.requireUser().id), body, ip, requestOrigin(request)),
  }),
  defineRoute(orderEndpoints.mine, {
    handler: ({ ctx, actor, query }) => listUserOrders(ctx, Number(actor.requireUser().id), query),
  }),
];
