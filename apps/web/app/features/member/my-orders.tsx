import { orderEndpoints, OrderStatus, type Order } from "@wenku/contract";
import { App, Button, Segmented, Space, Tag, type TableColumnsType } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useApiMutation } from "../../lib/api-query";
import { orderHref } from "../order/order-href";
import { OrderProduct } from "../order/order-product";
import { formatTime, orderDiscountBadge, orderStatusColors, paidAmount, paymentLabel, quotedAmount } from "../order/order-terms";
import { MemberTable } from "./member-table";
import { usePaged } from "./use-paged";

const t = zh.commerce;

/** /me/order: the member's orders by status; a pending one can be paid or cancelled, a closed one deleted. */
export function MyOrders() {
  const { modal } = App.useApp();
  const settings = useSettings();
  const [status, setStatus] = useState(0);
  const list = usePaged(orderEndpoints.mine, "order", { status });
  const close = useApiMutation(orderEndpoints.close, { done: t.order.cancelled });
  const removal = useApiMutation(orderEndpoints.remove, { done: t.myOrders.deleted });

  const filter = (next: number) => {
    setStatus(next);
    list.setPage(1);
  };
  const cancel = (order: Order) => modal.confirm({ title: t.order.cancelConfirm, onOk: () => close.run({ body: { order_no: order.order_no } }) });
  const remove = (order: Order) =>
    modal.confirm({ title: t.myOrders.deleteConfirm, okButtonProps: { danger: true }, onOk: () => removal.run({ query: { order_no: order.order_no } }) });

  const columns: TableColumnsType<Order> = [
    { title: t.order.orderNo, dataIndex: "order_no", width: 200, render: (no: string) => <Link to={orderHref(no)}>{no}</Link> },
    { title: t.order.type, dataIndex: "order_type", width: 100, render: (type: number) => t.orderType(type, creditName(settings)) },
    { title: t.order.product, render: (_, order) => <OrderProduct order={order} settings={settings} /> },
    {
      title: t.order.amountColumn,
      width: 150,
      render: (_, order) => {
        const badge = orderDiscountBadge(order);
        const paid = paidAmount(order, creditName(settings));
        return (
          <Space size={4} data-testid="my-order-amount">
            {paid ? `${t.order.paid} ${paid}` : quotedAmount(order, settings)}
            {badge && <Tag color="red">{badge}</Tag>}
          </Space>
        );
      },
    },
    { title: t.order.paymentType, dataIndex: "payment_type", width: 100, render: (type: number) => paymentLabel(type, settings) },
    { title: t.order.status, dataIndex: "status", width: 90, render: (s: number) => <Tag color={orderStatusColors[s]}>{t.orderStatus[s] ?? s}</Tag> },
    { title: t.order.createdAt, dataIndex: "created_at", width: 150, render: (v: string) => formatTime(v) },
    {
      title: zh.actions,
      width: 140,
      render: (_, order) => (
        <Space size={4}>
          {order.status === OrderStatus.pending && (
            <>
              <Link to={orderHref(order.order_no)}><Button size="small" type="primary">{t.myOrders.pay}</Button></Link>
              <Button size="small" onClick={() => cancel(order)}>{t.myOrders.cancel}</Button>
            </>
          )}
          {order.status === OrderStatus.closed && <Button size="small" danger onClick={() => remove(order)}>{t.myOrders.delete}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Segmented<number>
        value={status}
        onChange={filter}
        options={[{ value: 0, label: t.myOrders.all }, ...[OrderStatus.pending, OrderStatus.paid, OrderStatus.closed].map((s) => ({ value: s, label: t.orderStatus[s] }))]}
        data-testid="my-orders-filter"
      />
      <MemberTable list={list} columns={columns} testId="my-orders" scrollX={1000} />
    </Space>
  );
}
