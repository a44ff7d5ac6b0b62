import { orderEndpoints, OrderStatus, type Order } from "@wenku/contract";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { callApi } from "../../lib/call-api";
import { zh } from "../../locales/zh-CN";

/** How often a pending order's status is asked for (spec: every 2–3 s while pending). */
export const orderPollMs = 2500;

export interface OrderState {
  /** Undefined until loaded, or when it could not be loaded (then `error` says why). */
  order: Order | undefined;
  error: string;
  reload: () => Promise<void>;
  /** Closes the pending order (the member cancels it, or its time ran out), then shows it as it is now. */
  close: () => Promise<void>;
}

/**
 * The order of /order?order_no=…, loaded once the member is known, then polled through GET /api/v1/order/status
 * while it is pending, so a payment made on the phone or at the gateway shows here without a reload.
 */
export function useOrder(orderNo: string, active: boolean): OrderState {
  const [order, setOrder] = useState<Order>();
  const [error, setError] = useState("");
  const { call: closeOrder } = useApiMutation(orderEndpoints.close);

  const reload = useCallback(async () => {
    if (!orderNo) return;
    await callApi(orderEndpoints.get, { query: { order_no: orderNo } }).then(
      (found) => {
        setOrder(found);
        setError("");
      },
      (failure: unknown) => setError(errorMessage(failure, zh.commerce.order.notFound)),
    );
  }, [orderNo]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  const pending = order?.status === OrderStatus.pending;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      callApi(orderEndpoints.status, { query: { order_no: orderNo } }).then(
        (now) => {
          if (now.status !== OrderStatus.pending) void reload();
        },
        () => undefined,
      );
    }, orderPollMs);
    return () => clearInterval(timer);
  }, [pending, orderNo, reload]);

  const close = useCallback(async () => {
    try {
      await closeOrder({ body: { order_no: orderNo } });
    } catch {
      // Paid or closed meanwhile: the reload below shows what it is.
    }
    await reload();
  }, [orderNo, reload, closeOrder]);

  return { order, error, reload, close };
}
