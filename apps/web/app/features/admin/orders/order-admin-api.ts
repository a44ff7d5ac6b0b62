import { orderEndpoints, paymentEndpoints, type Order } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";
import type { FilterOf } from "../common/use-paged-list";

export type { Order };

/** The filters of /admin/order: the list route's query without its paging. */
export type OrderFilter = FilterOf<typeof orderEndpoints.list>;

/** The administrator's order calls (api-contract §6.1). */
export const orderAdminApi = {
  listRoute: orderEndpoints.list,
  close: (orderNo: string) => callApi(orderEndpoints.adminClose, { body: { order_no: orderNo } }),
  refund: (orderNo: string, remark: string) => callApi(orderEndpoints.refund, { body: { order_no: orderNo, remark } }),
  systemRecharge: (userId: number, credit: number, remark: string) =>
    callApi(orderEndpoints.systemRecharge, { body: { user_id: userId, credit, remark } }),
  wechatpayCert: () => callApi(paymentEndpoints.wechatpayCert),
};
