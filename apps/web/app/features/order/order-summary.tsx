import { OrderStatus, OrderType, type Order } from "@wenku/contract";
import { Descriptions, Space, Statistic, Tag, Typography } from "antd";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { OrderProduct } from "./order-product";
import { formatTime, orderDiscountBadge, orderStatusColors, paidAmount, paymentLabel, quotedAmount } from "./order-terms";
import { palette } from "../../lib/theme";

const t = zh.commerce;

/**
 * The order's type, product, quantity and amount in the currency it is paid in (what a paid order took, and how),
 * with the time left to pay while pending.
 */
export function OrderSummary({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const settings = useSettings();
  const credit = creditName(settings);
  const paid = paidAmount(order, credit);
  const quoted = quotedAmount(order, settings);
  // Credits beside the money while credits may also pay.
  const alsoCredits = !paid && order.order_type !== OrderType.recharge && quoted !== t.credits(order.amount, credit);
  const badge = orderDiscountBadge(order);
  const deadline = order.status === OrderStatus.pending && order.closed_at ? new Date(order.closed_at).getTime() : 0;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid="order-summary">
      <Descriptions.Item label={t.order.orderNo}>
        <Typography.Text copyable data-testid="order-no">{order.order_no}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t.order.type}>{t.orderType(order.order_type, credit)}</Descriptions.Item>
      <Descriptions.Item label={t.order.product}>
        <OrderProduct order={order} settings={settings} />
      </Descriptions.Item>
      <Descriptions.Item label={t.order.quantity}>{order.quantity}</Descriptions.Item>
      <Descriptions.Item label={paid ? t.order.paid : t.order.amount}>
        <Space wrap>
          <Typography.Text strong style={{ fontSize: 20, color: palette.emphasis }} data-testid="order-amount">
            {paid ?? quoted}
          </Typography.Text>
          {alsoCredits && <Typography.Text type="secondary">{t.credits(order.amount, credit)}</Typography.Text>}
          {badge && <Tag color="red" data-testid="order-discount">{badge}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t.order.status}>
        <Tag color={orderStatusColors[order.status]} data-testid="order-status">
          {t.orderStatus[order.status] ?? order.status}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t.order.createdAt}>{formatTime(order.created_at)}</Descriptions.Item>
      {deadline > 0 ? (
        <Descriptions.Item label={t.order.closesIn}>
          <Statistic.Timer type="countdown" value={deadline} format="HH:mm:ss" onFinish={onExpired} valueStyle={{ fontSize: 16 }} />
        </Descriptions.Item>
      ) : null}
      {order.status === OrderStatus.paid && (
        <Descriptions.Item label={t.order.paymentType}>{paymentLabel(order.payment_type, settings)}</Descriptions.Item>
      )}
      {order.paid_at && <Descriptions.Item label={t.order.paidAt}>{formatTime(order.paid_at)}</Descriptions.Item>}
    </Descriptions>
  );
}
