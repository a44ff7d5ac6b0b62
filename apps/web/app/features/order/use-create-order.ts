import { orderEndpoints, type ApiBodyOf, type Order } from "@wenku/contract";
import { App } from "antd";
import { useCallback } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { zh } from "../../locales/zh-CN";

/** What POST /api/v1/order takes: the order type, and the product or the credits wanted. */
export type OrderCreateRequest = ApiBodyOf<typeof orderEndpoints.create>;

/** POST /api/v1/order; a failure shows the server's message, or 订单创建失败 (spec §8), and resolves undefined. */
export function useCreateOrder() {
  const { message } = App.useApp();
  const { call, pending: busy } = useApiMutation(orderEndpoints.create);
  const create = useCallback(
    async (body: OrderCreateRequest): Promise<Order | undefined> => {
      try {
        const order = await call({ body });
        if (!order.order_no) throw new Error("no order_no");
        return order;
      } catch (error) {
        void message.error(errorMessage(error, zh.orderFailed));
        return undefined;
      }
    },
    [call, message],
  );
  return { busy, create };
}
