import { OrderStatus } from "@wenku/contract";
import { Descriptions, Drawer, Tag } from "antd";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { orderDiscountBadge, paidAmount } from "../../order/order-terms";
import { formatTime } from "../../../shared/format";
import { useDrawerWidth } from "../common/use-drawer-width";
import { OrderStatusTag } from "./order-columns";
import type { Order } from "./order-types";

const t = zh.adminCommerce.order;
const c = zh.commerce;

/** Every field of one order, in a side drawer 50 % wide (90 % on phones, spec §9). */
export function OrderDetailDrawer({ order, onClose }: { order: Order | undefined; onClose: () => void }) {
  const size = useDrawerWidth();
  const credit = creditName(useSettings());
  const badge = order && orderDiscountBadge(order);
  return (
    <Drawer open={Boolean(order)} title={order ? t.detailTitle(order.order_no) : ""} size={size} onClose={onClose} destroyOnHidden>
      {order && (
        <Descriptions bordered size="small" column={1} data-testid="order-detail">
          <Descriptions.Item label={c.order.orderNo}>{order.order_no}</Descriptions.Item>
          <Descriptions.Item label={t.user}>{order.username} (ID {order.user_id})</Descriptions.Item>
          <Descriptions.Item label={t.type}>{c.orderType(order.order_type, credit)}</Descriptions.Item>
          <Descriptions.Item label={c.order.product}>{order.product_name || order.product_id}</Descriptions.Item>
          <Descriptions.Item label={c.order.quantity}>{order.quantity}</Descriptions.Item>
          <Descriptions.Item label={t.price}>{order.price}</Descriptions.Item>
          <Descriptions.Item label={t.amountYuan}>{c.yuan(order.amount_fen)}</Descriptions.Item>
          <Descriptions.Item label={t.amountCredits(credit)}>{order.amount}</Descriptions.Item>
          <Descriptions.Item label={t.discount}>{badge ? <Tag color="red">{badge}</Tag> : "-"}</Descriptions.Item>
          <Descriptions.Item label={c.order.paid}>{paidAmount(order, credit) ?? "-"}</Descriptions.Item>
          <Descriptions.Item label={t.payment}>{order.payment_type ? c.paymentType(order.payment_type, credit) : "-"}</Descriptions.Item>
          <Descriptions.Item label={t.status}><OrderStatusTag order={order} /></Descriptions.Item>
          <Descriptions.Item label={t.tradeNo}>{order.trade_no || "-"}</Descriptions.Item>
          <Descriptions.Item label={zh.admin.createdAt}>{formatTime(order.created_at)}</Descriptions.Item>
          <Descriptions.Item label={c.order.paidAt}>{formatTime(order.paid_at)}</Descriptions.Item>
          <Descriptions.Item label={order.status === OrderStatus.pending ? t.deadline : t.closedAt}>{formatTime(order.closed_at)}</Descriptions.Item>
          <Descriptions.Item label={t.refundedAt}>{formatTime(order.refunded_at)}</Descriptions.Item>
          <Descriptions.Item label={t.refundRemarkLabel}>{order.refund_remark || "-"}</Descriptions.Item>
          <Descriptions.Item label={t.remark}>{order.remark || "-"}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
