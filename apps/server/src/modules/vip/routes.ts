import { vipEndpoints } from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { findActiveVip, findVipOfOrder } from "./find-user-vip.js";
import { listUserVips } from "./list-user-vips.js";
import { setDocumentsVip } from "./set-documents-vip.js";

/** VIP periods (api-contract §6.2); the VIP download is in modules/downloads, buying a plan in modules/orders. */
export const vipRoutes = [
  defineRoute(vipEndpoints.mine, {
    handler: ({ ctx, actor, query }) => listUserVips(ctx, { ...query, user_id: [Number(actor.requireUser().id)], type: [] }),
  }),
  defineRoute(vipEndpoints.ofOrder, {
    handler: ({ ctx, actor, query }) => findVipOfOrder(ctx, actor.requireUser(), query.order_no),
  }),
  defineRoute(vipEndpoints.active, {
    handler: ({ ctx, actor }) => findActiveVip(ctx, actor.requireUser()),
  }),
  defineRoute(vipEndpoints.list, {
    pages: ["/admin/user/vip"],
    handler: ({ ctx, query }) => listUserVips(ctx, query),
  }),
  defineRoute(vipEndpoints.setDocuments, {
    async handler({ ctx, body }) {
      await setDocumentsVip(ctx, body.document_id, body.is_vip);
      return {};
    },
  }),
];
