import type { Order } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { Order };

export interface OrderFilter {
  [key: string]: string | number | undefined;
  wd?: string;
  order_status?: number;
  order_type?: number;
  payment_type?: number;
}

/** The administrator's order calls (api-contract §6.1). */
export const orderAdminApi = {
  listPath: "/api/v1/order/list",
  close: (orderNo: string) => api.put<object>("/api/v1/order/admin/close", { order_no: orderNo }),
  refund: (orderNo: string, remark: string) => api.put<object>("/api/v1/order/refund", { order_no: orderNo, remark }),
  systemRecharge: (userId: number, credit: number, remark: string) =>
    api.post<object>("/api/v1/order/system/recharge", { user_id: userId, credit, remark }),
  wechatpayCert: () => api.get<{ cert?: string }>("/api/v1/wechatpay/cert"),
};
