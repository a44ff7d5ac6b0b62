import { OrderStatus, PaymentType } from "@wenku/contract";
import { Button, Space, Tag, type TableColumnsType } from "antd";
import { Link } from "react-router";
import { zh } from "../../../locales/zh-CN";
import { orderStatusColors, paidAmount } from "../../order/order-terms";
import { formatTime } from "../../../shared/format";
import type { Order } from "./order-types";

const t = zh.adminCommerce.order;
const c = zh.commerce;

export function OrderStatusTag({ order }: { order: Order }) {
  return (
    <Space size={4} wrap>
      <Tag color={orderStatusColors[order.status]}>{c.orderStatus[order.status] ?? order.status}</Tag>
      {order.late_payment && !order.refunded_at && <Tag color="red" data-testid="order-late-payment">{t.latePayment}</Tag>}
      {order.refunded_at && <Tag color="purple">{t.refunded}</Tag>}
    </Space>
  );
}

/** Paid orders (not a 系统充值) and closed ones a late gateway payment reached may be marked refunded, once. */
const refundable = (order: Order) =>
  !order.refunded_at && ((order.status === OrderStatus.paid && order.payment_type !== PaymentType.systemRecharge) || (order.status === OrderStatus.closed && order.late_payment));

interface OrderActions {
  /** The credit currency's name (score.credit_name). */
  credit: string;
  /** Whether the administrator holds the close and refund permissions. */
  canClose: boolean;
  canRefund: boolean;
  onDetail: (order: Order) => void;
  onClose: (order: Order) => void;
  onRefund: (order: Order) => void;
}

/** The columns of /admin/order with detail, close (pending) and refund mark (paid, not yet refunded). */
export function orderColumns(actions: OrderActions): TableColumnsType<Order> {
  return [
    { title: c.order.orderNo, dataIndex: "order_no", width: 190, render: (no: string, order) => <a onClick={() => actions.onDetail(order)}>{no}</a> },
    { title: t.user, dataIndex: "username", width: 110, render: (name: string, order) => <Link to={`/user/${order.user_id}`}>{name}</Link> },
    { title: t.status, dataIndex: "status", width: 120, render: (_, order) => <OrderStatusTag order={order} /> },
    { title: t.type, dataIndex: "order_type", width: 100, render: (type: number) => c.orderType(type, actions.credit) },
    { title: c.order.product, dataIndex: "product_name", width: 180, ellipsis: true },
    { title: t.amountYuan, dataIndex: "amount_fen", width: 100, render: (fen: number) => c.yuan(fen) },
    { title: t.amountCredits(actions.credit), dataIndex: "amount", width: 90 },
    { title: c.order.paid, key: "paid", width: 110, render: (_, order) => <span data-testid="admin-order-paid">{paidAmount(order, actions.credit) ?? "-"}</span> },
    { title: t.payment, dataIndex: "payment_type", width: 100, render: (type: number) => (type ? c.paymentType(type, actions.credit) : "-") },
    { title: zh.admin.createdAt, dataIndex: "created_at", width: 150, render: formatTime, responsive: ["lg"] },
    {
      title: zh.actions,
      width: 170,
      fixed: "right",
      render: (_, order) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => actions.onDetail(order)}>{t.detail}</Button>
          {actions.canClose && order.status === OrderStatus.pending && (
            <Button type="link" size="small" danger onClick={() => actions.onClose(order)}>{t.close}</Button>
          )}
          {actions.canRefund && refundable(order) && (
            <Button type="link" size="small" onClick={() => actions.onRefund(order)}>{t.refund}</Button>
          )}
        </Space>
      ),
    },
  ];
}
